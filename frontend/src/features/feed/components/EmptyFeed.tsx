import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The empty state of a feed: a title, a sentence and an optional next step. */
export function EmptyFeed({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Card sx={{ borderRadius: 3 }}>
      <CardContent sx={{ textAlign: 'center', py: 6 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          No posts yet
        </Typography>
        <Typography color="text.secondary" sx={{ mb: action ? 3 : 0 }}>
          {text}
        </Typography>
        {action}
      </CardContent>
    </Card>
  );
}

