import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

export function OrderDetailsSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true" aria-label="Loading order details">
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={320} />
      <Skeleton variant="rounded" height={44} />
    </Stack>
  );
}
