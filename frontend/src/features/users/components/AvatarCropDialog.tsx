import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import ReactCrop, { centerCrop, convertToPixelCrop, makeAspectCrop, type Crop } from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import { useAppDispatch } from '../../../app/hooks';
import { errorToast } from '../../toast/toastSlice';
import { cropToJpeg } from './cropToJpeg';

interface AvatarCropDialogProps {
  /** The chosen photo; the dialog is open while one is set. */
  file: File | null;
  uploading: boolean;
  onCancel: () => void;
  onUpload: (avatar: File) => void;
}

/** Square, circular crop starting at 90% of the photo, centred. */
export function AvatarCropDialog({ file, uploading, onCancel, onUpload }: AvatarCropDialogProps) {
  const dispatch = useAppDispatch();
  const imageRef = useRef<HTMLImageElement>(null);
  const [crop, setCrop] = useState<Crop>();
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);

  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    // The preview URL is a browser resource made here and revoked by this effect's cleanup.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setImageUrl(url);
    setCrop(undefined);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const onImageLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    const { width, height } = event.currentTarget;
    setCrop(centerCrop(makeAspectCrop({ unit: '%', width: 90 }, 1, width, height), width, height));
  };

  const cropAndUpload = async () => {
    const image = imageRef.current;
    const pixelCrop = image && crop ? convertToPixelCrop(crop, image.width, image.height) : null;
    if (!image || !pixelCrop || pixelCrop.width < 1 || pixelCrop.height < 1) {
      dispatch(errorToast('Error', 'Please select an area to crop'));
      return;
    }
    setProcessing(true);
    try {
      onUpload(await cropToJpeg(image, pixelCrop));
    } catch {
      dispatch(errorToast('Processing failed', 'Failed to process the image. Please try again.'));
    } finally {
      setProcessing(false);
    }
  };

  const busy = processing || uploading;
  return (
    <Dialog
      open={Boolean(file)}
      onClose={busy ? undefined : onCancel}
      fullWidth
      maxWidth="sm"
      aria-labelledby="avatar-crop-title"
    >
      <DialogTitle id="avatar-crop-title">Crop your photo</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          {imageUrl && (
            <ReactCrop
              crop={crop}
              onChange={(_pixelCrop, percentCrop) => setCrop(percentCrop)}
              aspect={1}
              circularCrop
              keepSelection
            >
              <img
                ref={imageRef}
                src={imageUrl}
                alt="Photo to crop"
                onLoad={onImageLoad}
                style={{ maxHeight: '60vh', maxWidth: '100%' }}
              />
            </ReactCrop>
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy} color="inherit">
          Cancel
        </Button>
        <Button
          onClick={cropAndUpload}
          disabled={busy}
          variant="contained"
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {uploading ? 'Uploading...' : 'Crop & Upload'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
