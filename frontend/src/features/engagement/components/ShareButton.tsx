import IconButton from '@mui/material/IconButton';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import { lazy, Suspense, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { errorToast, successToast } from '../../toast/toastSlice';
import type { ShareImageInput } from '../share/shareImage';
import { shareFile, shareLink } from '../share/shareLink';

// The menu (and MUI's popover code) loads on the first tap, keeping it off the feed's first load.
const ShareMenu = lazy(() => import('./ShareMenu'));

export interface ShareButtonProps {
  /** App path of the shared page, e.g. /view-post-try-on/asha/123. */
  path: string;
  title: string;
  text: string;
  /** Offered as "Share image" when given. */
  image?: ShareImageInput;
  fileName: string;
}

/** The share control: a link (share sheet, link only, clipboard) or the share image. */
export function ShareButton({ path, title, text, image, fileName }: ShareButtonProps) {
  const dispatch = useAppDispatch();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menuWanted, setMenuWanted] = useState(false);

  const onShareLink = async () => {
    setAnchor(null);
    const outcome = await shareLink({ title, text, url: new URL(path, window.location.origin).toString() });
    if (outcome === 'copied') dispatch(successToast('Success', 'Link copied to clipboard!'));
  };

  const onShareImage = async () => {
    setAnchor(null);
    if (!image) return;
    dispatch(successToast('Preparing image for sharing...'));
    try {
      // The canvas code loads only when someone shares an image.
      const { buildShareImage } = await import('../share/shareImage');
      const blob = await buildShareImage(image);
      await shareFile(new File([blob], fileName, { type: 'image/png' }), { title, text });
    } catch (error) {
      console.warn('Share image failed', error);
      dispatch(errorToast('Error', 'Failed to prepare the image for sharing'));
    }
  };

  return (
    <>
      <IconButton
        aria-label="Share"
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setMenuWanted(true);
        }}
      >
        <ShareOutlinedIcon />
      </IconButton>
      {menuWanted && (
        <Suspense fallback={null}>
          <ShareMenu
            anchor={anchor}
            onClose={() => setAnchor(null)}
            onShareLink={() => void onShareLink()}
            onShareImage={image ? () => void onShareImage() : undefined}
          />
        </Suspense>
      )}
    </>
  );
}
