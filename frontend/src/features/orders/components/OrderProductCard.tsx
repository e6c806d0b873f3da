import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProductDto } from '../../../api/generated/tvtApi';
import { VisuallyHidden } from '../../../components/common/VisuallyHidden';
import { displayedPrice } from '../../../lib/formatRupees';

/** Part 2 §2 order info: the product's picture, title and prices (discount, struck-through actual, percent off). */
export function OrderProductCard({ product }: { product: ProductDto }) {
  const price = displayedPrice(product.actualPrice, product.discountPrice);
  return (
    <Card component="section" aria-label="Product">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box
            component="img"
            src={product.thumbnailPath || product.tryOnImage}
            alt={product.title}
            sx={{ width: 96, height: 128, objectFit: 'cover', borderRadius: 2, flexShrink: 0, bgcolor: 'action.hover' }}
          />
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
              {product.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              by {product.user.displayName || product.user.username}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }}>{price.current}</Typography>
              {price.original && (
                <Typography color="text.secondary" sx={{ textDecoration: 'line-through' }}>
                  <VisuallyHidden>was </VisuallyHidden>
                  {price.original}
                </Typography>
              )}
              {price.percentOff !== null && <Chip size="small" color="success" label={`${price.percentOff}% OFF`} />}
            </Stack>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
