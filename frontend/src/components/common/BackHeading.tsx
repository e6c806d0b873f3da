import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** A page title with a back button to a fixed place (not browser history: deep links have none). */
export function BackHeading({ to, title, actions }: { to: string; title: string; actions?: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
      <IconButton component={RouterLink} to={to} aria-label="Back" edge="start">
        <ArrowBackIcon />
      </IconButton>
      <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      {actions}
    </Stack>
  );
}
