import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { useState } from 'react';

/** An image that opens full screen when tapped. */
export function EnlargeableImage({ src, alt }: { src: string; alt: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ButtonBase
        onClick={() => setOpen(true)}
        aria-label={`Enlarge ${alt}`}
        sx={{ width: '100%', borderRadius: 2, overflow: 'hidden', display: 'block' }}
      >
        <Box component="img" src={src} alt={alt} sx={{ width: '100%', display: 'block' }} />
      </ButtonBase>
      <Dialog open={open} onClose={() => setOpen(false)} fullScreen aria-label={alt}>
        <Box
          onClick={() => setOpen(false)}
          sx={{ bgcolor: 'common.black', height: '100%', display: 'grid', placeItems: 'center' }}
        >
          <Box component="img" src={src} alt={alt} sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
        </Box>
        <IconButton
          onClick={() => setOpen(false)}
          aria-label="Close"
          sx={{ position: 'absolute', top: 12, right: 12, bgcolor: 'rgba(0,0,0,0.6)' }}
        >
          <CloseIcon />
        </IconButton>
      </Dialog>
    </>
  );
}
