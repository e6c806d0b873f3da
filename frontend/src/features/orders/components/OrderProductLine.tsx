import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ImageNotSupportedOutlinedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import { formatRupees } from '../../../lib/formatRupees';
import { amountToPay, type OrderPrices } from '../orderPrices';

export interface OrderedProductView {
  title: string;
  imageUrl: string | null;
  /** Who sold it, for the buyer's views. */
  sellerName?: string | null;
}

interface OrderProductLineProps {
  /** Null when what was bought is not known: part 2 §8's card text. */
  product: OrderedProductView | null;
  size: string;
  color: string;
  prices: OrderPrices;
  imageSize?: number;
}

/** Product image, title, size, colour and the price paid, as every order card and detail shows them. */
export function OrderProductLine({ product, size, color, prices, imageSize = 72 }: OrderProductLineProps) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Box
        sx={{
          width: imageSize,
          height: imageSize,
          flexShrink: 0,
          borderRadius: 1.5,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {product?.imageUrl ? (
          <Box
            component="img"
            src={product.imageUrl}
            alt={product.title}
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <ImageNotSupportedOutlinedIcon color="disabled" aria-hidden />
        )}
      </Box>
      <Stack sx={{ minWidth: 0 }}>
        {product ? (
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {product.title}
          </Typography>
        ) : (
          <Typography color="text.secondary">Product information unavailable</Typography>
        )}
        {product?.sellerName && (
          <Typography variant="body2" color="text.secondary" noWrap>
            Sold by {product.sellerName}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          Size: {size} · Color: {color}
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>{formatRupees(amountToPay(prices))}</Typography>
      </Stack>
    </Stack>
  );
}
