import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface ListEmptyStateProps {
  icon: ReactNode;
  title: string;
  text: string;
  action: { label: string; to: string };
}

export function ListEmptyState({ icon, title, text, action }: ListEmptyStateProps) {
  return (
    <Stack spacing={1} sx={{ py: 8, alignItems: 'center', textAlign: 'center' }}>
      <Stack sx={{ color: 'text.secondary', fontSize: 56 }} aria-hidden>
        {icon}
      </Stack>
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
      <Button component={RouterLink} to={action.to} variant="contained" sx={{ mt: 1 }}>
        {action.label}
      </Button>
    </Stack>
  );
}
