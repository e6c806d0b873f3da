import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

export function ProfileSkeleton() {
  return (
    <Card aria-busy="true" aria-label="Loading profile">
      <CardContent>
        <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
          <Skeleton variant="circular" width={112} height={112} />
          <Skeleton variant="text" width={160} height={32} />
          <Skeleton variant="text" width={100} />
          <Stack direction="row" spacing={4}>
            <Skeleton variant="rounded" width={64} height={40} />
            <Skeleton variant="rounded" width={64} height={40} />
          </Stack>
          <Skeleton variant="text" width="80%" />
        </Stack>
      </CardContent>
    </Card>
  );
}
