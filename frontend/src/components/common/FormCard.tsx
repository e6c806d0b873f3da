import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';

interface FormCardProps {
  title: string;
  subtitle?: ReactNode;
  onSubmit?: (event: FormEvent) => void;
  children: ReactNode;
  footer?: ReactNode;
}

/** A titled card holding one form; the form skips native validation so our messages show instead. */
export function FormCard({ title, subtitle, onSubmit, children, footer }: FormCardProps) {
  return (
    <Card>
      <CardContent>
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        )}
        <Stack
          component={onSubmit ? 'form' : 'div'}
          noValidate={onSubmit ? true : undefined}
          onSubmit={onSubmit}
          spacing={2}
        >
          {children}
        </Stack>
        {footer && (
          <Stack spacing={1} sx={{ mt: 3, alignItems: 'center' }}>
            {footer}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
