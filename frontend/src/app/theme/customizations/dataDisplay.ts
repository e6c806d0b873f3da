import type { Components, Theme } from '@mui/material/styles';
import { brand, gray } from '../primitives';

export const dataDisplayCustomizations: Components<Theme> = {
  MuiAvatar: {
    styleOverrides: {
      root: { backgroundColor: brand[700], color: brand[50], fontWeight: 700 },
    },
  },
  MuiTooltip: {
    defaultProps: { arrow: true },
    styleOverrides: {
      tooltip: { backgroundColor: gray[700], fontSize: '0.75rem' },
      arrow: { color: gray[700] },
    },
  },
  MuiDivider: {
    styleOverrides: { root: { borderColor: gray[800] } },
  },
};
