import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** A card's shape while the feed loads. */
export function PostCardSkeleton() {
  return (
    <Card sx={{ borderRadius: 3, p: 1.5 }} data-testid="post-skeleton">
      <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', mb: 1.25 }}>
        <Skeleton variant="circular" width={32} height={32} />
        <Stack sx={{ flex: 1 }}>
          <Skeleton width="40%" />
          <Skeleton width="25%" />
        </Stack>
      </Stack>
      <Stack direction="row" spacing={0.5}>
        <Skeleton variant="rounded" sx={{ flex: 1, height: 'auto', aspectRatio: '3 / 4' }} />
        <Skeleton variant="rounded" sx={{ flex: 1, height: 'auto', aspectRatio: '3 / 4' }} />
      </Stack>
      <Skeleton width="60%" sx={{ mt: 1.25 }} />
    </Card>
  );
}
