import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '50vh' }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
