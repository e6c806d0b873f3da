import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../common/PageSpinner';

/** Authentication screens: no header or bottom navigation, one narrow centred column. */
export function AuthLayout() {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', alignItems: 'center', px: 2, py: 4 }}
    >
      <Typography
        aria-hidden
        variant="h3"
        sx={{
          fontWeight: 800,
          letterSpacing: 2,
          mb: 3,
          backgroundImage: (theme) =>
            `linear-gradient(135deg, ${theme.palette.primary.light}, ${theme.palette.secondary.main})`,
          backgroundClip: 'text',
          color: 'transparent',
        }}
      >
        TVT
      </Typography>
      <Box sx={{ width: '100%', maxWidth: 420 }}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
