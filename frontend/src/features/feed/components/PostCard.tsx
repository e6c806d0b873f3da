import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, memo, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { UserAvatar } from '../../../components/common/UserAvatar';
import { VerifiedBadge } from '../../../components/common/VerifiedBadge';
import { timeAgo } from '../../../lib/timeAgo';
import { isProduct, priceOf, sharePathOf, type PostView } from '../postView';
import { usePostLike } from '../usePostLike';
import { PostActions } from './PostActions';
import { PostImages } from './PostImages';
import { ProductPrice } from './ProductPrice';

const PostComments = lazy(() => import('./PostComments'));

interface PostCardProps {
  post: PostView;
  commentsOpen: boolean;
  onToggleComments: (postId: string) => void;
}

/** Part 1 §2: one feed card. */
export const PostCard = memo(function PostCard({ post, commentsOpen, onToggleComments }: PostCardProps) {
  const toggleLike = usePostLike();
  const name = post.user.displayName || post.user.username;
  const product = isProduct(post);
  const price = priceOf(post);
  const profilePath = `/u/${post.user.username}`;
  return (
    <Card component="article" aria-label={`Post by ${name}`} sx={{ borderRadius: 3 }}>
      <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', px: 1.5, py: 1.25 }}>
        <Link component={RouterLink} to={profilePath} aria-label={`${name} profile`}>
          <UserAvatar user={post.user} size="sm" />
        </Link>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Typography variant="subtitle2" noWrap>
              {name}
            </Typography>
            {post.user.verified && <VerifiedBadge />}
          </Stack>
          <Link component={RouterLink} to={profilePath} variant="caption" color="text.secondary" underline="hover">
            @{post.user.username}
          </Link>
        </Box>
        <Link
          component={RouterLink}
          to={sharePathOf(post)}
          variant="caption"
          color="text.secondary"
          underline="hover"
          aria-label="Open post"
        >
          {timeAgo(post.createdAt)}
        </Link>
      </Stack>
      <Box sx={{ px: 0.5 }}>
        <PostImages post={post} onDoubleTap={() => !post.isLiked && toggleLike(post)} />
      </Box>
      <Box sx={{ px: 1, pt: 0.5 }}>
        {product && (
          <Stack spacing={0.25} sx={{ px: 0.5, pt: 0.5 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {post.title}
            </Typography>
            {price && <ProductPrice price={price} />}
          </Stack>
        )}
        <PostActions
          post={post}
          commentsOpen={commentsOpen}
          onToggleComments={() => onToggleComments(post.id)}
          action={
            <Button
              size="small"
              variant="contained"
              component={RouterLink}
              to={product ? `/product/${post.id}` : `/create-try-on?post=${encodeURIComponent(post.id)}`}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {product ? 'Try & Buy' : 'Try This'}
            </Button>
          }
        />
        {(post.caption || post.tags.length > 0) && (
          <Box sx={{ px: 0.5, pb: 1.5 }}>
            {post.caption && (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 0.75 }}>
                {post.caption}
              </Typography>
            )}
            {post.tags.length > 0 && (
              <Stack direction="row" useFlexGap spacing={0.75} sx={{ flexWrap: 'wrap' }}>
                {post.tags.map((tag) => (
                  <Chip key={tag} label={tag} size="small" variant="outlined" />
                ))}
              </Stack>
            )}
          </Box>
        )}
        {commentsOpen && (
          <Box sx={{ px: 0.5, pb: 1.5, borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
            <Suspense fallback={<CircularProgress size={20} sx={{ display: 'block', mx: 'auto' }} />}>
              <PostComments postId={post.id} />
            </Suspense>
          </Box>
        )}
      </Box>
    </Card>
  );
});
