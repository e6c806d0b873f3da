import type { Components, Theme } from '@mui/material/styles';
import { gray } from '../primitives';

export const surfacesCustomizations: Components<Theme> = {
  MuiPaper: {
    defaultProps: { elevation: 0 },
    styleOverrides: {
      root: { backgroundImage: 'none' },
      outlined: { borderColor: gray[700] },
    },
  },
  MuiCard: {
    defaultProps: { variant: 'outlined' },
    styleOverrides: {
      root: { backgroundColor: gray[900], borderColor: gray[700], borderRadius: 16 },
    },
  },
  MuiCardContent: {
    styleOverrides: { root: { padding: 20, '&:last-child': { paddingBottom: 20 } } },
  },
  MuiAppBar: {
    defaultProps: { elevation: 0, color: 'transparent' },
    styleOverrides: {
      root: {
        backgroundColor: 'rgba(11, 11, 16, 0.88)',
        backdropFilter: 'blur(12px)',
        borderBottom: `1px solid ${gray[800]}`,
      },
    },
  },
  MuiDialog: {
    styleOverrides: {
      paper: { backgroundColor: gray[900], border: `1px solid ${gray[700]}`, borderRadius: 16 },
    },
  },
  MuiMenu: {
    styleOverrides: {
      paper: { backgroundColor: gray[800], border: `1px solid ${gray[700]}` },
    },
  },
};
