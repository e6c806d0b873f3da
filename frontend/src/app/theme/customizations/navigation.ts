import type { Components, Theme } from '@mui/material/styles';
import { brand, gray } from '../primitives';

export const navigationCustomizations: Components<Theme> = {
  MuiBottomNavigation: {
    styleOverrides: {
      root: {
        backgroundColor: 'rgba(11, 11, 16, 0.94)',
        backdropFilter: 'blur(12px)',
        borderTop: `1px solid ${gray[800]}`,
      },
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
