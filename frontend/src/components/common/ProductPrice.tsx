import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DisplayedPrice } from '../../lib/formatRupees';

/** The price to pay, the struck-through original and the N% OFF badge (part 1 §9). */
export function ProductPrice({ price }: { price: DisplayedPrice }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <Typography variant="subtitle1" color="secondary.main" sx={{ fontWeight: 700 }}>
        {price.current}
      </Typography>
      {price.original && (
        <Typography variant="body2" color="text.secondary" sx={{ textDecoration: 'line-through' }}>
          {price.original}
        </Typography>
      )}
      {price.percentOff !== null && (
        <Box
          component="span"
          sx={{
            bgcolor: 'success.dark',
            color: '#fff',
            borderRadius: 1,
            px: 0.75,
            py: 0.25,
            fontSize: 12,
            fontWeight: 700,
          }}
        >
          {price.percentOff}% OFF
        </Box>
      )}
    </Box>
  );
}
