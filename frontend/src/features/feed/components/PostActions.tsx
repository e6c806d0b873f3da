import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ShareButton } from '../../engagement/components/ShareButton';
import { shareImageOf, sharePathOf, shareTextOf, type PostView } from '../postView';
import { usePostLike } from '../usePostLike';

// Loaded on first use, so the feed's first load carries no dialog code.
const PostLikedBy = lazy(() => import('./PostLikedBy'));

export const countLabel = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

interface PostActionsProps {
  post: PostView;
  commentsOpen: boolean;
  onToggleComments: () => void;
  /** The card's main button (Try This, Try & Buy...), at the end of the row. */
  action?: ReactNode;
}

/** Like, likes count (Liked by), comments count (the panel), share, and the card's action. */
export function PostActions({ post, commentsOpen, onToggleComments, action }: PostActionsProps) {
  const toggleLike = usePostLike();
  const [likersOpen, setLikersOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25 }}>
      <IconButton
        aria-label={post.isLiked ? 'Unlike' : 'Like'}
        aria-pressed={post.isLiked}
        color={post.isLiked ? 'secondary' : 'default'}
        onClick={() => toggleLike(post)}
      >
        {post.isLiked ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      </IconButton>
      <Button size="small" color="inherit" onClick={() => setLikersOpen(true)} sx={countSx}>
        {countLabel(post.likes, 'like', 'likes')}
      </Button>
      <Button
        size="small"
        color="inherit"
        startIcon={<ChatBubbleOutlineIcon />}
        aria-expanded={commentsOpen}
        onClick={onToggleComments}
        sx={{ ...countSx, ml: 0.5 }}
      >
        {countLabel(post.commentsCount, 'comment', 'comments')}
      </Button>
      <ShareButton
        path={sharePathOf(post)}
        title="TVT"
        text={shareTextOf(post)}
        image={shareImageOf(post)}
        fileName={`tvt-${post.id}.png`}
      />
      <Box sx={{ ml: 'auto' }}>{action}</Box>
      {likersOpen && (
        <Suspense fallback={null}>
          <PostLikedBy postId={post.id} onClose={() => setLikersOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}

const countSx = { minWidth: 0, px: 0.75, textTransform: 'none', fontWeight: 500, whiteSpace: 'nowrap' } as const;
