import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Portal from '@mui/material/Portal';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useRef, type TouchEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { layout } from '../../app/theme/primitives';
import { dismissToast, type Toast } from './toastSlice';

const swipeDismissDistance = 50;

/** The current toast on screen: a chunk of its own, fetched once the page is idle (the first load does without it). */
export default function ToastSnackbar({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  const touchStartX = useRef<number | null>(null);

  const close = (_event?: unknown, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    dispatch(dismissToast(toast.id));
  };
  const onTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const endX = event.changedTouches[0]?.clientX;
    if (touchStartX.current !== null && endX !== undefined && endX - touchStartX.current > swipeDismissDistance)
      close();
    touchStartX.current = null;
  };

  const destructive = toast.variant === 'destructive';
  // In its own node under <body>, so a modal dialog opened before it does not hide it from screen readers.
  return (
    <Portal>
      <Snackbar
        key={toast.id}
        open
        autoHideDuration={toast.durationMs}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        sx={{
          bottom: {
            xs: layout.bottomNavigationHeight + 12,
            sm: layout.bottomNavigationHeight + 16,
            [layout.dockFrom]: layout.bottomNavigationHeight + layout.dockGap + 16,
          },
        }}
      >
        <Alert
          variant="filled"
          severity={destructive ? 'error' : 'success'}
          onClose={() => close()}
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
          role={destructive ? 'alert' : 'status'}
          sx={{ width: '100%', maxWidth: 420 }}
        >
          <AlertTitle>{toast.title}</AlertTitle>
          {toast.description}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
