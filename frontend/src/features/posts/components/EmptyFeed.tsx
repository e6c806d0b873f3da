import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { cardSx } from './PostCard';

/** The empty state of a feed: a title, a sentence and an optional next step. */
export function EmptyFeed({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Box sx={cardSx}>
      <Box sx={{ textAlign: 'center', py: 6, px: 2.5 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          No posts yet
        </Typography>
        <Typography color="text.secondary" sx={{ mb: action ? 3 : 0 }}>
          {text}
        </Typography>
        {action}
      </Box>
    </Box>
  );
}
