import type { PaletteOptions, ThemeOptions } from '@mui/material/styles';

/** Raw colour scales; components read the semantic palette below, never these directly. */
export const brand = {
  50: '#f5f0ff',
  100: '#e6dbff',
  200: '#cdb8ff',
  300: '#b394ff',
  400: '#9a70ff',
  500: '#8050f5',
  600: '#6a3ad9',
  700: '#532bb0',
  800: '#3d1f85',
  900: '#27145a',
};

export const accent = {
  300: '#ff8fc7',
  400: '#ff5fae',
  500: '#f03e94',
  600: '#c92a77',
};

export const gray = {
  50: '#f6f6f9',
  100: '#e8e8ee',
  200: '#c9c9d4',
  300: '#a3a3b3',
  400: '#7c7c8f',
  500: '#5a5a6c',
  600: '#3c3c4b',
  700: '#2a2a36',
  800: '#1b1b24',
  900: '#121219',
  950: '#0b0b10',
};

export const starYellow = '#facc15';

export const palette: PaletteOptions = {
  mode: 'dark',
  primary: { light: brand[300], main: brand[400], dark: brand[600], contrastText: '#ffffff' },
  secondary: { light: accent[300], main: accent[400], dark: accent[600], contrastText: '#ffffff' },
  error: { light: '#ff8a80', main: '#f2545b', dark: '#c62828' },
  warning: { light: '#fde68a', main: starYellow, dark: '#ca8a04' },
  success: { light: '#86efac', main: '#34d399', dark: '#059669' },
  info: { light: '#93c5fd', main: '#60a5fa', dark: '#2563eb' },
  background: { default: gray[950], paper: gray[900] },
  text: { primary: gray[50], secondary: gray[300], disabled: gray[500] },
  divider: 'rgba(201, 201, 212, 0.12)',
  action: {
    hover: 'rgba(179, 148, 255, 0.08)',
    selected: 'rgba(179, 148, 255, 0.16)',
    focus: 'rgba(179, 148, 255, 0.24)',
  },
};

export const typography: ThemeOptions['typography'] = {
  fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  h1: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.2 },
  h2: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25 },
  h3: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 },
  h4: { fontSize: '1.375rem', fontWeight: 700, lineHeight: 1.3 },
  h5: { fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.4 },
  h6: { fontSize: '1rem', fontWeight: 600, lineHeight: 1.4 },
  subtitle1: { fontSize: '1rem', fontWeight: 500 },
  subtitle2: { fontSize: '0.875rem', fontWeight: 500 },
  body1: { fontSize: '0.9375rem', lineHeight: 1.55 },
  body2: { fontSize: '0.875rem', lineHeight: 1.5 },
  caption: { fontSize: '0.75rem' },
  button: { textTransform: 'none', fontWeight: 600 },
};

export const shape: ThemeOptions['shape'] = { borderRadius: 12 };

/** MUI's 8 px grid; sx spacing values are multiples of it. */
export const spacing = 8;

/** Shared layout sizes used by the shell and the page column. */
export const layout = {
  headerHeight: 56,
  bottomNavigationHeight: 64,
  contentMaxWidth: 600,
  /** Pages of grids (TrendStars) use the width a desktop screen has. */
  wideContentMaxWidth: 1120,
  /** From this breakpoint up the bottom navigation floats as a dock this far above the screen's edge. */
  dockFrom: 'md' as const,
  dockGap: 16,
  dockMaxWidth: 560,
};
