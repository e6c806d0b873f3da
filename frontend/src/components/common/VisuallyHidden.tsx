import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Words read by screen readers only, e.g. "Original price" before a struck-through amount. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{
        border: 0,
        clip: 'rect(0 0 0 0)',
        height: '1px',
        width: '1px',
        margin: '-1px',
        padding: 0,
        overflow: 'hidden',
        position: 'absolute',
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </Box>
  );
}
