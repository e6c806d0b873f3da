import type { Components, Theme } from '@mui/material/styles';
import { brand, gray } from '../primitives';

const focusRing = {
  outline: `2px solid ${brand[300]}`,
  outlineOffset: 2,
};

export const inputsCustomizations: Components<Theme> = {
  MuiButtonBase: {
    defaultProps: { disableRipple: false },
    styleOverrides: {
      root: { '&.Mui-focusVisible': focusRing },
    },
  },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: { borderRadius: 999, paddingInline: 20, minHeight: 44 },
      sizeSmall: { minHeight: 32, paddingInline: 14 },
      containedPrimary: {
        backgroundImage: `linear-gradient(135deg, ${brand[400]}, ${brand[600]})`,
        '&:hover': { backgroundImage: `linear-gradient(135deg, ${brand[300]}, ${brand[500]})` },
        '&.Mui-disabled': { backgroundImage: 'none' },
      },
      outlined: { borderColor: gray[600] },
    },
  },
  MuiIconButton: {
    styleOverrides: {
      root: { '&.Mui-focusVisible': focusRing },
    },
  },
  MuiTextField: {
    defaultProps: { fullWidth: true, variant: 'outlined' },
  },
  MuiOutlinedInput: {
    styleOverrides: {
      root: {
        backgroundColor: gray[900],
        '& .MuiOutlinedInput-notchedOutline': { borderColor: gray[600] },
        '&:hover .MuiOutlinedInput-notchedOutline': { borderColor: gray[400] },
      },
    },
  },
  MuiFormHelperText: {
    styleOverrides: { root: { marginLeft: 2 } },
  },
  MuiRadio: {
    styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
  },
};
