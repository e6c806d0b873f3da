import { createTheme } from '@mui/material/styles';
import { palette, shape, spacing, typography } from './primitives';
import { inputsCustomizations } from './customizations/inputs';
import { surfacesCustomizations } from './customizations/surfaces';
import { navigationCustomizations } from './customizations/navigation';
import { feedbackCustomizations } from './customizations/feedback';
import { dataDisplayCustomizations } from './customizations/dataDisplay';

export const theme = createTheme({
  palette,
  typography,
  shape,
  spacing,
  components: {
    ...inputsCustomizations,
    ...surfacesCustomizations,
    ...navigationCustomizations,
    ...feedbackCustomizations,
    ...dataDisplayCustomizations,
  },
});
