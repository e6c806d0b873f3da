import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { cardSx } from './PostCard';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

const blockSx = {
  bgcolor: 'action.selected',
  borderRadius: 1,
  animation: `${pulse} 1.5s ease-in-out infinite`,
} as const;

/** A card's shape while the feed loads (plain boxes: the feed's first load carries no Skeleton code). */
export function PostCardSkeleton() {
  return (
    <Box sx={{ ...cardSx, p: 1.5 }} data-testid="post-skeleton" aria-hidden>
      <Box sx={{ display: 'flex', gap: 1.25, alignItems: 'center', mb: 1.25 }}>
        <Box sx={{ ...blockSx, width: 32, height: 32, borderRadius: '50%' }} />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, flex: 1 }}>
          <Box sx={{ ...blockSx, width: '40%', height: 12 }} />
          <Box sx={{ ...blockSx, width: '25%', height: 10 }} />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 0.5 }}>
        <Box sx={{ ...blockSx, flex: 1, aspectRatio: '3 / 4', borderRadius: 2 }} />
        <Box sx={{ ...blockSx, flex: 1, aspectRatio: '3 / 4', borderRadius: 2 }} />
      </Box>
      <Box sx={{ ...blockSx, width: '60%', height: 12, mt: 1.5 }} />
    </Box>
  );
}
