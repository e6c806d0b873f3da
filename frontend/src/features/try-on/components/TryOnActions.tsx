import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import PostAddIcon from '@mui/icons-material/PostAdd';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { downloadImage, tryOnFileName } from '../../../lib/downloadImage';
import { errorToast } from '../../toast/toastSlice';
import { paths } from '../../../lib/paths';

interface TryOnActionsProps {
  imageUrl: string;
  id: string;
  timestamp: string | null;
  /** Only the owner may post a try-on. */
  canPost?: boolean;
  children?: ReactNode;
}

/** Download and Create Post, shared by the result and saved try-on screens. */
export function TryOnActions({ imageUrl, id, timestamp, canPost = true, children }: TryOnActionsProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [downloading, setDownloading] = useState(false);
  const combinedId = timestamp ? `${timestamp}_${id}` : id;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadImage(imageUrl, tryOnFileName(id, timestamp));
    } catch {
      dispatch(errorToast('Error', 'Failed to download image', 3000));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1.5}>
        <Button variant="outlined" fullWidth startIcon={<DownloadIcon />} onClick={download} disabled={downloading}>
          Download
        </Button>
        {canPost && (
          <Button
            variant="contained"
            fullWidth
            startIcon={<PostAddIcon />}
            onClick={() => navigate(paths.postTryOn(combinedId))}
          >
            Create Post
          </Button>
        )}
      </Stack>
      {children}
    </Stack>
  );
}
