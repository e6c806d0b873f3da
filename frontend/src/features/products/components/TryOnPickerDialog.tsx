import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddAPhotoOutlinedIcon from '@mui/icons-material/AddAPhotoOutlined';
import { Link as RouterLink } from 'react-router-dom';
import type { UserTryOnDto } from '../../../api/generated/tvtApi';
import { paths } from '../../../lib/paths';

const placeholderCount = 6;
const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

export interface TryOnPickerDialogProps {
  open: boolean;
  /** The user's try-ons not yet used for a product. */
  tryOns: UserTryOnDto[] | undefined;
  isLoading: boolean;
  onSelect: (tryOn: UserTryOnDto) => void;
  onClose: () => void;
}

/** Part 2 §2: Select Virtual Try-On, a grid of the user's unused try-ons. */
export function TryOnPickerDialog({ open, tryOns, isLoading, onSelect, onClose }: TryOnPickerDialogProps) {
  const empty = !isLoading && (!tryOns || tryOns.length === 0);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="try-on-picker-title">
      <DialogTitle id="try-on-picker-title">Select Virtual Try-On</DialogTitle>
      <DialogContent dividers sx={{ minHeight: 200 }}>
        {empty ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
            No try-ons yet
          </Typography>
        ) : (
          <Box
            component="ul"
            aria-busy={isLoading}
            aria-label="Your try-ons"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 0.75 }}
          >
            {isLoading
              ? Array.from({ length: placeholderCount }, (_, index) => (
                  <li key={index}>
                    <Skeleton
                      variant="rounded"
                      data-testid="grid-placeholder"
                      sx={{ width: '100%', height: 'auto', aspectRatio: '3 / 4' }}
                    />
                  </li>
                ))
              : tryOns?.map((tryOn) => (
                  <li key={tryOn.id}>
                    <ButtonBase
                      onClick={() => onSelect(tryOn)}
                      aria-label={`Select try-on from ${dateFormat.format(new Date(tryOn.createdAt))}`}
                      sx={{
                        display: 'block',
                        width: '100%',
                        aspectRatio: '3 / 4',
                        borderRadius: 1.5,
                        overflow: 'hidden',
                        bgcolor: 'background.paper',
                        '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.light' },
                      }}
                    >
                      <Box
                        component="img"
                        src={tryOn.thumbnailPath || tryOn.path}
                        alt=""
                        loading="lazy"
                        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                      />
                    </ButtonBase>
                  </li>
                ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 2 }}>
        <Button onClick={onClose} color="inherit">
          Cancel
        </Button>
        <Button
          component={RouterLink}
          to={paths.createTryOn()}
          variant="contained"
          startIcon={<AddAPhotoOutlinedIcon />}
        >
          Create Virtual Try-On
        </Button>
      </DialogActions>
    </Dialog>
  );
}
