import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useId, useRef, type ChangeEvent } from 'react';
import { acceptedImageTypes } from '../imageFiles';

export interface UploadSlotProps {
  label: string;
  /** Object URL of the chosen file, or the server path of an image already there. */
  previewUrl: string | null;
  /** 0–100 while uploading, null otherwise. */
  progress: number | null;
  /** A reference garment: shown, never replaced or removed. */
  locked?: boolean;
  disabled?: boolean;
  onFileChosen: (file: File) => void;
  onClear?: () => void;
}

export function UploadSlot({ label, previewUrl, progress, locked, disabled, onFileChosen, onClear }: UploadSlotProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const changeable = !locked && !disabled;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (file) onFileChosen(file);
  };

  return (
    <Box sx={{ position: 'relative' }}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 0.75 }}>
        {label}
      </Typography>
      <ButtonBase
        onClick={() => input.current?.click()}
        disabled={!changeable}
        aria-label={previewUrl ? `Change ${label}` : `Upload ${label}`}
        aria-describedby={hintId}
        sx={{
          width: '100%',
          aspectRatio: '3 / 4',
          borderRadius: 2,
          overflow: 'hidden',
          border: '1px dashed',
          borderColor: previewUrl ? 'transparent' : 'divider',
          bgcolor: 'background.paper',
          display: 'grid',
          placeItems: 'center',
          '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.light' },
        }}
      >
        {previewUrl ? (
          <Box
            component="img"
            src={previewUrl}
            alt={`${label} preview`}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <Box sx={{ textAlign: 'center', color: 'text.secondary', px: 1 }}>
            <AddPhotoAlternateOutlinedIcon sx={{ fontSize: 40, mb: 0.5 }} aria-hidden />
            <Typography variant="body2">Tap to upload</Typography>
          </Box>
        )}
      </ButtonBase>
      <Typography id={hintId} variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        {locked ? 'Reference Garment Required' : 'JPG or PNG, up to 25MB'}
      </Typography>
      {locked && (
        <Chip
          size="small"
          icon={<LockOutlinedIcon />}
          label="Reference"
          sx={{ position: 'absolute', top: 32, left: 8, bgcolor: 'rgba(0,0,0,0.6)' }}
        />
      )}
      {previewUrl && changeable && onClear && (
        <IconButton
          size="small"
          aria-label={`Remove ${label}`}
          onClick={onClear}
          sx={{ position: 'absolute', top: 32, right: 8, bgcolor: 'rgba(0,0,0,0.6)' }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
      {progress !== null && (
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label={`${label} upload progress`}
          sx={{ position: 'absolute', left: 8, right: 8, bottom: 28, borderRadius: 1 }}
        />
      )}
      <input
        ref={input}
        type="file"
        accept={acceptedImageTypes.join(',')}
        hidden
        onChange={onChange}
        data-testid={`${label} file input`}
      />
    </Box>
  );
}
