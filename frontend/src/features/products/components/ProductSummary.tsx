import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { UserAvatar } from '../../../components/common/UserAvatar';
import { VerifiedBadge } from '../../../components/common/VerifiedBadge';
import { displayedPrice } from '../../../lib/formatRupees';
import { ProductPrice } from '../../../components/common/ProductPrice';
import type { ProductDto } from '../productsApi';
import { GarmentAndTryOn } from './GarmentAndTryOn';
import { paths } from '../../../lib/paths';

const shortDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** Part 2 §2: the owner, the title and price, and the garment beside the try-on. */
export function ProductSummary({ product }: { product: ProductDto }) {
  const owner = product.user;
  const name = owner.displayName || owner.username;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <RouterLink to={paths.userProfile(owner.username)} aria-label={`${name} profile`}>
          <UserAvatar user={owner} size="sm" />
        </RouterLink>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Typography variant="subtitle2" noWrap>
              {name}
            </Typography>
            {owner.verified && <VerifiedBadge />}
          </Stack>
          <Link component={RouterLink} to={paths.userProfile(owner.username)} variant="caption" color="text.secondary">
            @{owner.username}
          </Link>
        </Box>
        <Typography variant="caption" color="text.secondary">
          {shortDate.format(new Date(product.createdAt))}
        </Typography>
      </Stack>
      <Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {product.title}
          </Typography>
          {!product.isActive && <Chip size="small" label="Inactive" color="warning" variant="outlined" />}
        </Stack>
        <ProductPrice price={displayedPrice(product.actualPrice, product.discountPrice)} />
      </Box>
      <GarmentAndTryOn garmentImage={product.garmentImage} tryOnImage={product.tryOnImage} />
    </Stack>
  );
}
