import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  sending: boolean;
}

/** Disabled with a spinner while the request is in flight, so a form is sent once. */
export function SubmitButton({ sending, disabled, children, ...props }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      fullWidth
      disabled={sending || disabled}
      aria-busy={sending}
      startIcon={sending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      {...props}
    >
      {children}
    </Button>
  );
}
