import Box from '@mui/material/Box';
import FavoriteIcon from '@mui/icons-material/Favorite';
import { keyframes } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import type { PostView } from '../postView';

/** Part 1 §9: the double-tap heart shows for 1 s. */
export const heartDurationMs = 1000;
const doubleTapWindowMs = 300;

const pop = keyframes`
  0% { transform: scale(0.4); opacity: 0; }
  15% { transform: scale(1.15); opacity: 1; }
  30% { transform: scale(1); opacity: 1; }
  80% { opacity: 1; }
  100% { transform: scale(1); opacity: 0; }
`;

interface PostImagesProps {
  post: PostView;
  /** A double tap on the try-on image. */
  onDoubleTap: () => void;
  /** Detail pages load the large variant at once. */
  eager?: boolean;
}

/** The garment and the try-on side by side, at a fixed ratio so nothing moves while they load. */
export function PostImages({ post, onDoubleTap, eager = false }: PostImagesProps) {
  const [heartShown, setHeartShown] = useState(false);
  const lastTap = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onTap = () => {
    const now = Date.now();
    if (now - lastTap.current > doubleTapWindowMs) {
      lastTap.current = now;
      return;
    }
    lastTap.current = 0;
    setHeartShown(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setHeartShown(false), heartDurationMs);
    onDoubleTap();
  };

  const responsive =
    post.thumbnailPath && post.thumbnailPath !== post.tryOnImage
      ? { srcSet: `${post.thumbnailPath} 256w, ${post.tryOnImage} 1080w`, sizes: '(max-width: 600px) 50vw, 300px' }
      : {};
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 0.5 }}>
      <Box sx={frameSx}>
        <Box
          component="img"
          src={post.garmentImage}
          alt="Garment"
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          sx={imageSx}
        />
      </Box>
      <Box
        sx={{ ...frameSx, cursor: 'pointer', touchAction: 'manipulation' }}
        onClick={onTap}
        data-testid="try-on-image"
      >
        <Box
          component="img"
          src={eager ? post.tryOnImage : post.thumbnailPath || post.tryOnImage}
          {...(eager ? {} : responsive)}
          alt="Try-on"
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          draggable={false}
          sx={imageSx}
        />
        {heartShown && (
          <Box
            data-testid="like-heart"
            aria-hidden
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              pointerEvents: 'none',
              animation: `${pop} ${heartDurationMs}ms ease-out forwards`,
            }}
          >
            <FavoriteIcon
              sx={{ fontSize: 88, color: 'secondary.main', filter: 'drop-shadow(0 2px 8px rgba(0,0,0,.5))' }}
            />
          </Box>
        )}
      </Box>
    </Box>
  );
}

const frameSx = {
  position: 'relative',
  aspectRatio: '3 / 4',
  overflow: 'hidden',
  borderRadius: 2,
  bgcolor: 'action.hover',
} as const;
const imageSx = { width: '100%', height: '100%', objectFit: 'cover', display: 'block', userSelect: 'none' } as const;
