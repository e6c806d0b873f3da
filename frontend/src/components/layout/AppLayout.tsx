import Box from '@mui/material/Box';
import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { layout } from '../../app/theme/primitives';
import { PageSpinner } from '../common/PageSpinner';
import { BottomNav } from './BottomNav';
import { Header } from './Header';

/**
 * Header, the centred content column and the bottom navigation, for every non-auth screen. The app passes a
 * header that knows the unread notification count (features may use layout components, not the reverse).
 */
export function AppLayout({ header = <Header /> }: { header?: ReactNode }) {
  return (
    <>
      {header}
      <Box
        component="main"
        id="main-content"
        sx={{
          maxWidth: layout.contentMaxWidth,
          mx: 'auto',
          px: 2,
          pt: `${layout.headerHeight + 16}px`,
          pb: `${layout.bottomNavigationHeight + 24}px`,
          minHeight: '100dvh',
        }}
      >
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      <BottomNav />
    </>
  );
}
