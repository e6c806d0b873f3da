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
import { engagementTargetOf } from '../../engagement/engagementApi';
import type { FeedItem } from '../feedApi';
import { priceOf, sharePathOf } from '../postView';
import { PostActions } from './PostActions';
import { PostImages } from './PostImages';
import { ProductPrice } from '../../../components/common/ProductPrice';
import { paths } from '../../../lib/paths';

const TargetComments = lazy(() => import('../../engagement/components/TargetComments'));

interface PostCardProps {
  item: FeedItem;
  commentsOpen: boolean;
  onToggleComments: (itemId: string) => void;
}

/** Part 1 §2: one feed card, of a try-on post or a product. */
export const PostCard = memo(function PostCard({ item, commentsOpen, onToggleComments }: PostCardProps) {
  const toggleLike = useLikeToggle();
  const name = item.user.displayName || item.user.username;
  const price = priceOf(item);
  const caption = item.type === 'try-on' ? item.caption : '';
  const profilePath = paths.userProfile(item.user.username);
  // Read from the cache, not subscribed per card: trying on your own look again makes no sense.
  const viewerId = useAppSelector((state) => tvtApi.endpoints.getMe.select()(state).data?.id);
  const ownTryOn = item.type === 'try-on' && viewerId === item.user.id;
  return (
    <Box component="article" aria-label={`Post by ${name}`} sx={cardSx}>
      <Box sx={{ display: 'flex', gap: 1.25, alignItems: 'center', px: 1.5, py: 1.25 }}>
        <RouterLink to={profilePath} aria-label={`${name} profile`}>
          <UserAvatar user={item.user} size="sm" />
        </RouterLink>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
            <Typography variant="subtitle2" noWrap>
              {name}
            </Typography>
            {item.user.verified && <VerifiedBadge />}
          </Box>
          <Typography component={RouterLink} to={profilePath} variant="caption" color="text.secondary" sx={linkSx}>
            @{item.user.username}
          </Typography>
        </Box>
        <Typography
          component={RouterLink}
          to={sharePathOf(item)}
          variant="caption"
          color="text.secondary"
          sx={linkSx}
          aria-label="Open post"
        >
          {timeAgo(item.createdAt)}
        </Typography>
      </Box>
      <Box sx={{ px: 0.5 }}>
        <PostImages post={item} onDoubleTap={() => !item.isLiked && toggleLike(engagementTargetOf(item), item.id)} />
      </Box>
      <Box sx={{ px: 1, pt: 0.5 }}>
        {item.type === 'product' && (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.25, px: 0.5, pt: 0.5 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {item.title}
            </Typography>
            {price && <ProductPrice price={price} />}
          </Box>
        )}
        <PostActions
          post={item}
          commentsOpen={commentsOpen}
          onToggleComments={() => onToggleComments(item.id)}
          action={
            !ownTryOn && (
              <Button
                size="small"
                variant="contained"
                component={RouterLink}
                to={item.type === 'product' ? paths.product(item.id) : paths.createTryOn({ post: item.id })}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {item.type === 'product' ? 'Try & Buy' : 'Try This'}
              </Button>
            )
          }
        />
        {(caption || item.tags.length > 0) && (
          <Box sx={{ px: 0.5, pb: 1.5 }}>
            {caption && (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 0.75 }}>
                {caption}
              </Typography>
            )}
            {item.tags.length > 0 && (
              <Box component="ul" aria-label="Tags" sx={tagListSx}>
                {item.tags.map((tag) => (
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
              <TargetComments target={engagementTargetOf(item)} targetId={item.id} />
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
