import { lazy, type ReactNode } from 'react';
import { EngagementActions } from '../../engagement/components/EngagementActions';
import { ShareButton } from '../../engagement/components/ShareButton';
import { isProduct, shareImageOf, sharePathOf, shareTextOf, type PostView } from '../postView';
import { usePostLike } from '../usePostLike';

// Loaded on first use, so the feed's first load carries no dialog code.
const PostLikedBy = lazy(() => import('./PostLikedBy'));
const ProductLikedBy = lazy(() => import('../../products/components/ProductLikedBy'));

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
  return (
    <EngagementActions
      isLiked={post.isLiked}
      likes={post.likes}
      commentsCount={post.commentsCount}
      onToggleLike={() => toggleLike(post)}
      renderLikedBy={(onClose) =>
        isProduct(post) ? (
          <ProductLikedBy productId={post.id} onClose={onClose} />
        ) : (
          <PostLikedBy postId={post.id} onClose={onClose} />
        )
      }
      commentsOpen={commentsOpen}
      onCommentsClick={onToggleComments}
      share={
        <ShareButton
          path={sharePathOf(post)}
          title="TVT"
          text={shareTextOf(post)}
          image={shareImageOf(post)}
          fileName={`tvt-${post.id}.png`}
        />
      }
      action={action}
    />
  );
}
