import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TollIcon from '@mui/icons-material/Toll';
import { useId } from 'react';
import { VisuallyHidden } from '../../../components/common/VisuallyHidden';
import type { CreditPackage } from '../creditsApi';
import { formatRupees } from '../../../lib/formatRupees';
import { originalPrice, percentOff, priceToPay } from '../prices';

interface CreditPackageCardProps {
  creditPackage: CreditPackage;
  /** This package's purchase is running. */
  purchasing: boolean;
  /** Any purchase is running: every Buy Now waits. */
  disabled: boolean;
  onBuy: () => void;
}

export function CreditPackageCard({ creditPackage, purchasing, disabled, onBuy }: CreditPackageCardProps) {
  const titleId = useId();
  const price = priceToPay(creditPackage);
  const original = originalPrice(creditPackage);
  const discount = percentOff(creditPackage);

  return (
    <Card component="article" aria-labelledby={titleId} sx={{ position: 'relative' }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Stack sx={{ flexGrow: 1, minWidth: 0 }} spacing={0.5}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography id={titleId} variant="h6" component="h2" noWrap>
                {creditPackage.name}
              </Typography>
              {discount !== null && <Chip label={`${discount}% OFF`} color="success" size="small" />}
            </Stack>
            <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'warning.main' }}>
              <TollIcon fontSize="small" aria-hidden />
              <Typography sx={{ fontWeight: 700 }}>{creditPackage.credits} credits</Typography>
            </Stack>
            {creditPackage.description && (
              <Typography variant="body2" color="text.secondary">
                {creditPackage.description}
              </Typography>
            )}
          </Stack>
          <Stack spacing={1} sx={{ alignItems: 'flex-end', flexShrink: 0 }}>
            <Stack direction="row" spacing={0.75} sx={{ alignItems: 'baseline' }}>
              {original !== null && (
                <Typography component="s" variant="body2" color="text.secondary">
                  <VisuallyHidden>Original price </VisuallyHidden>
                  {formatRupees(original)}
                </Typography>
              )}
              <Typography variant="h6" component="p">
                <VisuallyHidden>Price </VisuallyHidden>
                {formatRupees(price)}
              </Typography>
            </Stack>
            <Button
              variant="contained"
              onClick={onBuy}
              disabled={disabled}
              aria-busy={purchasing}
              aria-label={`Buy Now: ${creditPackage.name}, ${creditPackage.credits} credits for ${formatRupees(price)}`}
              startIcon={purchasing ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
              sx={{ whiteSpace: 'nowrap' }}
            >
              Buy Now
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
