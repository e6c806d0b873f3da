import { lazy, Suspense, useEffect } from 'react';
import { useAppSelector } from '../../app/hooks';

const loadSnackbar = () => import('./ToastSnackbar');
const ToastSnackbar = lazy(loadSnackbar);

/** Shows the one current toast; a new toast replaces it (the key restarts the timer). */
export function Toaster() {
  const toast = useAppSelector((state) => state.toast.current);
  // Fetched once the page is idle, so that the first toast does not wait for it.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1_000));
    idle(() => void loadSnackbar());
  }, []);

  if (!toast) return null;
  return (
    <Suspense fallback={null}>
      <ToastSnackbar toast={toast} />
    </Suspense>
  );
}
