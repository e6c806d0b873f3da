import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Toaster } from '../features/toast/Toaster';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
