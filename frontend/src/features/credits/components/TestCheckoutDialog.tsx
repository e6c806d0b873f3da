import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import { useId } from 'react';
import { formatRupees } from '../../../lib/formatRupees';
import type { TestCheckout } from '../useCreditPurchase';

interface TestCheckoutDialogProps {
  checkout: TestCheckout | null;
  paying: boolean;
  onPay: () => void;
  onFail: () => void;
  onClose: () => void;
}

/** Stands in for Razorpay when the server has no keys: pays or fails the order, nothing is charged. */
export function TestCheckoutDialog({ checkout, paying, onPay, onFail, onClose }: TestCheckoutDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const rupees = checkout ? formatRupees(checkout.order.amount / 100) : '';

  return (
    <Dialog
      open={Boolean(checkout)}
      onClose={paying ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <ScienceOutlinedIcon color="warning" aria-hidden />
        Test Checkout
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="warning" variant="outlined" id={descriptionId}>
            <AlertTitle>TEST MODE: no real money</AlertTitle>
            This is a test checkout for development. No payment gateway is involved and nothing is charged.
          </Alert>
          {checkout && (
            <Stack spacing={0.5}>
              <Typography variant="h6" component="p">
                {checkout.creditPackage.name}
              </Typography>
              <Typography color="text.secondary">
                {checkout.creditPackage.credits} credits for {rupees}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                Order {checkout.order.id}
              </Typography>
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onFail} color="error" disabled={paying}>
          Fail
        </Button>
        <Button
          variant="contained"
          onClick={onPay}
          disabled={paying}
          aria-busy={paying}
          startIcon={paying ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {paying ? 'Paying...' : `Pay ${rupees}`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
