import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { lazy, memo, Suspense } from 'react';
import { tvtApi } from '../../../api/generated/tvtApi';
import { useAppSelector } from '../../../app/hooks';
import { gray } from '../../../app/theme/primitives';
import { Link as RouterLink } from 'react-router-dom';
import { UserAvatar } from '../../../components/common/UserAvatar';
import { VerifiedBadge } from '../../../components/common/VerifiedBadge';
import { timeAgo } from '../../../lib/timeAgo';
import { useLikeToggle } from '../../engagement/useLikeToggle';
import { engagementTargetOf, isProduct, priceOf, sharePathOf, type PostView } from '../postView';
import { PostActions } from './PostActions';
import { PostImages } from './PostImages';
import { ProductPrice } from '../../../components/common/ProductPrice';
import { paths } from '../../../lib/paths';

const TargetComments = lazy(() => import('../../engagement/components/TargetComments'));

interface PostCardProps {
  post: PostView;
  commentsOpen: boolean;
  onToggleComments: (postId: string) => void;
}

/** Part 1 §2: one feed card. */
export const PostCard = memo(function PostCard({ post, commentsOpen, onToggleComments }: PostCardProps) {
  const toggleLike = useLikeToggle();
  const name = post.user.displayName || post.user.username;
  const product = isProduct(post);
  const price = priceOf(post);
  const profilePath = paths.userProfile(post.user.username);
  // Read from the cache, not subscribed per card: trying on your own look again makes no sense.
  const viewerId = useAppSelector((state) => tvtApi.endpoints.getMe.select()(state).data?.id);
  const ownTryOn = !product && viewerId === post.user.id;
  return (
    <Box component="article" aria-label={`Post by ${name}`} sx={cardSx}>
      <Box sx={{ display: 'flex', gap: 1.25, alignItems: 'center', px: 1.5, py: 1.25 }}>
        <RouterLink to={profilePath} aria-label={`${name} profile`}>
          <UserAvatar user={post.user} size="sm" />
        </RouterLink>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
            <Typography variant="subtitle2" noWrap>
              {name}
            </Typography>
            {post.user.verified && <VerifiedBadge />}
          </Box>
          <Typography component={RouterLink} to={profilePath} variant="caption" color="text.secondary" sx={linkSx}>
            @{post.user.username}
          </Typography>
        </Box>
        <Typography
          component={RouterLink}
          to={sharePathOf(post)}
          variant="caption"
          color="text.secondary"
          sx={linkSx}
          aria-label="Open post"
        >
          {timeAgo(post.createdAt)}
        </Typography>
      </Box>
      <Box sx={{ px: 0.5 }}>
        <PostImages post={post} onDoubleTap={() => !post.isLiked && toggleLike(engagementTargetOf(post), post.id)} />
      </Box>
      <Box sx={{ px: 1, pt: 0.5 }}>
        {product && (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.25, px: 0.5, pt: 0.5 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {post.title}
            </Typography>
            {price && <ProductPrice price={price} />}
          </Box>
        )}
        <PostActions
          post={post}
          commentsOpen={commentsOpen}
          onToggleComments={() => onToggleComments(post.id)}
          action={
            !ownTryOn && (
              <Button
                size="small"
                variant="contained"
                component={RouterLink}
                to={product ? paths.product(post.id) : paths.createTryOn({ post: post.id })}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {product ? 'Try & Buy' : 'Try This'}
              </Button>
            )
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
              <Box component="ul" aria-label="Tags" sx={tagListSx}>
                {post.tags.map((tag) => (
                  <Typography key={tag} component="li" variant="body2" color="primary.light">
                    {tag}
                  </Typography>
                ))}
              </Box>
            )}
          </Box>
        )}
        {commentsOpen && (
          <Box sx={{ px: 0.5, pb: 1.5, borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
            <Suspense fallback={<CircularProgress size={20} sx={{ display: 'block', mx: 'auto' }} />}>
              <TargetComments target={engagementTargetOf(post)} targetId={post.id} />
            </Suspense>
          </Box>
        )}
      </Box>
    </Box>
  );
});

const linkSx = { textDecoration: 'none', '&:hover': { textDecoration: 'underline' } } as const;
const tagListSx = { display: 'flex', gap: 1, flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 } as const;
// The look of the theme's outlined Card, without its code on the feed's first load.
export const cardSx = {
  bgcolor: gray[900],
  border: `1px solid ${gray[700]}`,
  borderRadius: '16px',
  overflow: 'hidden',
} as const;
