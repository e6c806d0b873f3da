import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useRef, type ChangeEvent, type ReactNode } from 'react';

/** A file chosen on this screen and its preview (an object URL, revoked by the owner of the list). */
export interface ChosenImage {
  file: File;
  previewUrl: string;
}

export interface ProductImagesFieldProps {
  /** Images already on the product (edit screen), each with its delete. */
  existing?: { path: string; deleting: boolean; onDelete: () => void }[];
  chosen: ChosenImage[];
  /** The create screen's limit (part 2 §9); the edit screen has none. */
  limit?: number;
  /** 0–100 while the chosen images upload, null otherwise. */
  progress: number | null;
  disabled?: boolean;
  onChoose: (files: File[]) => void;
  onRemove: (image: ChosenImage) => void;
}

function Tile({ src, alt, children }: { src: string; alt: string; children: ReactNode }) {
  return (
    <Box
      component="li"
      sx={{
        position: 'relative',
        aspectRatio: '1 / 1',
        borderRadius: 1.5,
        overflow: 'hidden',
        bgcolor: 'action.hover',
      }}
    >
      <Box component="img" src={src} alt={alt} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      {children}
    </Box>
  );
}

const cornerButtonSx = {
  position: 'absolute',
  top: 4,
  right: 4,
  bgcolor: 'rgba(0,0,0,0.6)',
  color: '#fff',
  '&:hover': { bgcolor: 'rgba(0,0,0,0.8)' },
} as const;

/** Part 2 §2: product images with previews, remove, and the upload's progress. */
export function ProductImagesField({
  existing = [],
  chosen,
  limit,
  progress,
  disabled,
  onChoose,
  onRemove,
}: ProductImagesFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same files again still fires a change.
    event.target.value = '';
    if (files.length > 0) onChoose(files);
  };
  const count = existing.length + chosen.length;

  return (
    <Stack spacing={1.5}>
      {count > 0 && (
        <Box
          component="ul"
          aria-label="Product images"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}
        >
          {existing.map((image, index) => (
            <Tile key={image.path} src={image.path} alt={`Product image ${index + 1}`}>
              <IconButton
                size="small"
                aria-label={`Delete product image ${index + 1}`}
                disabled={disabled || image.deleting}
                onClick={image.onDelete}
                sx={cornerButtonSx}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Tile>
          ))}
          {chosen.map((image) => (
            <Tile key={image.previewUrl} src={image.previewUrl} alt={`New image ${image.file.name}`}>
              <IconButton
                size="small"
                aria-label={`Remove ${image.file.name}`}
                disabled={disabled}
                onClick={() => onRemove(image)}
                sx={cornerButtonSx}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Tile>
          ))}
        </Box>
      )}
      {progress !== null && (
        <Box>
          <LinearProgress variant="determinate" value={progress} aria-label="Uploading product images" />
          <Typography variant="caption" color="text.secondary">
            Uploading images... {progress}%
          </Typography>
        </Box>
      )}
      <Button
        variant="outlined"
        startIcon={<AddPhotoAlternateOutlinedIcon />}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        Add Images
      </Button>
      <Typography variant="caption" color="text.secondary">
        {limit ? `Up to ${limit} images, ` : ''}1000x1000 pixels recommended
        {limit ? ` (${chosen.length}/${limit})` : ''}
      </Typography>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        data-testid="product-images-input"
        onChange={onChange}
      />
    </Stack>
  );
}
