import type { Components, Theme } from '@mui/material/styles';
import { brand, gray, layout } from '../primitives';

export const navigationCustomizations: Components<Theme> = {
  MuiBottomNavigation: {
    styleOverrides: {
      root: ({ theme }) => ({
        // Opaque: the page scrolls under the bar, and nothing of it may show through (a half-seen button reads
        // as one you can press).
        backgroundColor: gray[950],
        borderTop: `1px solid ${gray[800]}`,
        // The desktop dock (see BottomNav): a rounded, outlined surface lifted off the page.
        [theme.breakpoints.up(layout.dockFrom)]: {
          border: `1px solid ${gray[700]}`,
          borderRadius: 20,
          backgroundColor: gray[900],
          boxShadow: '0 12px 32px rgba(0, 0, 0, 0.55)',
          overflow: 'hidden',
        },
      }),
    },
  },
  MuiBottomNavigationAction: {
    styleOverrides: {
      root: {
        minWidth: 0,
        paddingInline: 2,
        color: gray[400],
        '&.Mui-selected': { color: brand[300] },
        '&.Mui-focusVisible': { outline: `2px solid ${brand[300]}`, outlineOffset: -2 },
      },
      label: {
        fontSize: '0.6875rem',
        whiteSpace: 'nowrap',
        '&.Mui-selected': { fontSize: '0.6875rem', fontWeight: 700 },
      },
    },
  },
  MuiLink: {
    defaultProps: { underline: 'hover' },
    styleOverrides: {
      root: {
        color: brand[300],
        fontWeight: 500,
        '&.Mui-focusVisible, &:focus-visible': { outline: `2px solid ${brand[300]}`, outlineOffset: 2 },
      },
    },
  },
  MuiMenuItem: {
    styleOverrides: { root: { minHeight: 44 } },
  },
};
