import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { layout } from '../../app/theme/primitives';
import { PageSpinner } from '../common/PageSpinner';
import { BottomNav } from './BottomNav';
import { useColumnMaxWidth } from './column';
import { Header } from './Header';

/**
 * Header, the centred content column and the bottom navigation, for every non-auth screen. The app passes a
 * header that knows the unread notification count (features may use layout components, not the reverse).
 */
export function AppLayout({ header = <Header /> }: { header?: ReactNode }) {
  const columnMaxWidth = useColumnMaxWidth();
  return (
    <>
      {/* Focus moves and in-page scrolls stop short of the fixed bars, so what they show is never under one. */}
      <GlobalStyles
        styles={{
          html: {
            scrollPaddingTop: layout.headerHeight + 8,
            scrollPaddingBottom: layout.bottomNavigationHeight + layout.dockGap + 8,
          },
        }}
      />
      {header}
      <Box
        component="main"
        id="main-content"
        sx={{
          maxWidth: columnMaxWidth,
          mx: 'auto',
          px: 2,
          pt: `${layout.headerHeight + 16}px`,
          pb: {
            xs: `${layout.bottomNavigationHeight + 24}px`,
            [layout.dockFrom]: `${layout.bottomNavigationHeight + layout.dockGap + 24}px`,
          },
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
