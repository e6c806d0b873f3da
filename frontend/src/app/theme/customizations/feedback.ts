import type { Components, Theme } from '@mui/material/styles';
import { gray } from '../primitives';

export const feedbackCustomizations: Components<Theme> = {
  MuiAlert: {
    styleOverrides: {
      root: { borderRadius: 12, alignItems: 'flex-start' },
      filledError: { color: '#ffffff' },
      filledSuccess: { color: '#03140c' },
    },
  },
  MuiSkeleton: {
    defaultProps: { animation: 'wave' },
    styleOverrides: { root: { backgroundColor: gray[800] } },
  },
};
