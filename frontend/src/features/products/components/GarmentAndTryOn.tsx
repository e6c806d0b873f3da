import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function Figure({ src, caption }: { src: string; caption: string }) {
  return (
    <Box component="figure" sx={{ m: 0, flex: 1, minWidth: 0 }}>
      <Box
        component="img"
        src={src}
        alt={caption}
        sx={{
          width: '100%',
          aspectRatio: '3 / 4',
          objectFit: 'cover',
          borderRadius: 2,
          bgcolor: 'background.paper',
          display: 'block',
        }}
      />
      <Typography component="figcaption" variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        {caption}
      </Typography>
    </Box>
  );
}

/** Part 2 §2: the original garment beside the generated try-on (product detail, create and edit screens). */
export function GarmentAndTryOn({ garmentImage, tryOnImage }: { garmentImage: string; tryOnImage: string }) {
  return (
    <Stack direction="row" spacing={1}>
      <Figure src={garmentImage} caption="Original garment" />
      <Figure src={tryOnImage} caption="Virtual try-on" />
    </Stack>
  );
}
