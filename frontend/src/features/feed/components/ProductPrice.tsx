import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PostPrice } from '../postView';

/** The price to pay, the struck-through original and the N% OFF badge (part 1 §9). */
export function ProductPrice({ price }: { price: PostPrice }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="subtitle1" color="secondary.main" sx={{ fontWeight: 700 }}>
        {price.current}
      </Typography>
      {price.original && (
        <Typography variant="body2" color="text.secondary" sx={{ textDecoration: 'line-through' }}>
          {price.original}
        </Typography>
      )}
      {price.percentOff !== null && <Chip label={`${price.percentOff}% OFF`} size="small" color="success" />}
    </Stack>
  );
}
