import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { TrendstarSummaryDto } from '../../../api/generated/tvtApi';
import { UserAvatar } from '../../../components/common/UserAvatar';
import { paths } from '../../../lib/paths';

const cardSx = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 0.5,
  width: '100%',
  height: '100%',
  p: 1.25,
  borderRadius: 2,
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  textAlign: 'center',
  minWidth: 0,
} as const;

export function formatFollowers(count: number): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? 'follower' : 'followers'}`;
}

export function TrendStarCard({ trendstar }: { trendstar: TrendstarSummaryDto }) {
  const name = trendstar.displayName || trendstar.username;
  return (
    <ButtonBase
      component={RouterLink}
      to={paths.trendStar(trendstar.username)}
      aria-label={`${name}, @${trendstar.username}, ${formatFollowers(trendstar.followers)}`}
      sx={{ ...cardSx, '&:hover': { borderColor: 'primary.main' } }}
    >
      <UserAvatar user={trendstar} size="md" sx={{ width: 64, height: 64 }} />
      <Box sx={{ width: '100%', minWidth: 0 }}>
        <Typography variant="subtitle2" noWrap>
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          @{trendstar.username}
        </Typography>
      </Box>
      <Typography variant="caption" color="primary.light" noWrap>
        {formatFollowers(trendstar.followers)}
      </Typography>
    </ButtonBase>
  );
}

export function TrendStarCardSkeleton() {
  return (
    <Box sx={cardSx} data-testid="trendstar-skeleton">
      <Skeleton variant="circular" width={64} height={64} />
      <Skeleton variant="text" width="80%" />
      <Skeleton variant="text" width="60%" />
      <Skeleton variant="text" width="70%" />
    </Box>
  );
}
