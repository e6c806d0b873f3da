import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';

export interface PersonPhoto {
  id: string;
  path: string;
  thumbnailPath?: string | null;
  createdAt: string;
}

interface PersonPhotoStripProps {
  photos: PersonPhoto[] | undefined;
  loading: boolean;
  selectedId: string | null;
  deletingId: string | null;
  disabled?: boolean;
  onSelect: (photo: PersonPhoto) => void;
  onDelete: (photo: PersonPhoto) => void;
}

function photoDate(photo: PersonPhoto): string {
  return new Date(photo.createdAt).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });
}

/** Earlier person photos, reused with one tap (private to their owner). */
export function PersonPhotoStrip({
  photos,
  loading,
  selectedId,
  deletingId,
  disabled,
  onSelect,
  onDelete,
}: PersonPhotoStripProps) {
  if (!loading && (!photos || photos.length === 0)) return null;
  return (
    <Box component="section" aria-label="Your earlier photos">
      <Typography variant="subtitle2" component="h2" sx={{ mb: 0.75 }}>
        Use an earlier photo
      </Typography>
      <Stack direction="row" spacing={1} sx={{ overflowX: 'auto', pb: 1 }}>
        {loading
          ? Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} variant="rounded" width={64} height={86} sx={{ flexShrink: 0 }} />
            ))
          : photos?.map((photo) => (
              <Box
                key={photo.id}
                sx={{ position: 'relative', flexShrink: 0, opacity: deletingId === photo.id ? 0.4 : 1 }}
              >
                <ButtonBase
                  onClick={() => onSelect(photo)}
                  disabled={disabled || deletingId === photo.id}
                  aria-pressed={selectedId === photo.id}
                  aria-label={`Use your photo from ${photoDate(photo)}`}
                  sx={{
                    width: 64,
                    height: 86,
                    borderRadius: 1.5,
                    overflow: 'hidden',
                    border: '2px solid',
                    borderColor: selectedId === photo.id ? 'primary.main' : 'transparent',
                  }}
                >
                  <Box
                    component="img"
                    src={photo.thumbnailPath || photo.path}
                    alt=""
                    loading="lazy"
                    sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                  />
                </ButtonBase>
                <IconButton
                  size="small"
                  aria-label={`Delete your photo from ${photoDate(photo)}`}
                  disabled={disabled || deletingId === photo.id}
                  onClick={() => onDelete(photo)}
                  sx={{ position: 'absolute', top: 2, right: 2, p: 0.25, bgcolor: 'rgba(0,0,0,0.65)' }}
                >
                  <DeleteOutlineIcon sx={{ fontSize: 16 }} />
                </IconButton>
              </Box>
            ))}
      </Stack>
    </Box>
  );
}
