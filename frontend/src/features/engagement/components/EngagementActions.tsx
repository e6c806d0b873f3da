import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { Suspense, useState, type ReactNode } from 'react';

export const countLabel = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export interface EngagementActionsProps {
  isLiked: boolean;
  likes: number;
  commentsCount: number;
  onToggleLike: () => void;
  /** The Liked by dialog of the target, rendered while open (lazy components load on first use). */
  renderLikedBy: (onClose: () => void) => ReactNode;
  /** Whether the comments the count opens are showing (a panel, a tab). */
  commentsOpen: boolean;
  onCommentsClick: () => void;
  share: ReactNode;
  /** The target's main button, at the end of the row. */
  action?: ReactNode;
}

/** Like, likes count (Liked by), comments count, share, and an action: the same row for posts and products. */
export function EngagementActions(props: EngagementActionsProps) {
  const { isLiked, likes, commentsCount, onToggleLike, renderLikedBy, commentsOpen, onCommentsClick } = props;
  const [likersOpen, setLikersOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25 }}>
      <IconButton
        aria-label={isLiked ? 'Unlike' : 'Like'}
        aria-pressed={isLiked}
        color={isLiked ? 'secondary' : 'default'}
        onClick={onToggleLike}
      >
        {isLiked ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      </IconButton>
      <Button size="small" color="inherit" onClick={() => setLikersOpen(true)} sx={countSx}>
        {countLabel(likes, 'like', 'likes')}
      </Button>
      <Button
        size="small"
        color="inherit"
        startIcon={<ChatBubbleOutlineIcon />}
        aria-expanded={commentsOpen}
        onClick={onCommentsClick}
        sx={{ ...countSx, ml: 0.5 }}
      >
        {countLabel(commentsCount, 'comment', 'comments')}
      </Button>
      {props.share}
      <Box sx={{ ml: 'auto' }}>{props.action}</Box>
      {likersOpen && <Suspense fallback={null}>{renderLikedBy(() => setLikersOpen(false))}</Suspense>}
    </Box>
  );
}

const countSx = { minWidth: 0, px: 0.75, textTransform: 'none', fontWeight: 500, whiteSpace: 'nowrap' } as const;
