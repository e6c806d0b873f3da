import { lazy, type ReactNode } from 'react';
import { EngagementActions } from '../../engagement/components/EngagementActions';
import { ShareButton } from '../../engagement/components/ShareButton';
import { useLikeToggle } from '../../engagement/useLikeToggle';
import { engagementTargetOf } from '../../engagement/engagementApi';
import { shareImageOf, sharePathOf, shareTextOf, type PostView } from '../postView';

// Loaded on first use, so the feed's first load carries no dialog code.
const TargetLikedBy = lazy(() => import('../../engagement/components/TargetLikedBy'));

interface PostActionsProps {
  post: PostView;
  commentsOpen: boolean;
  onToggleComments: () => void;
  /** The card's main button (Try This, Try & Buy...), at the end of the row. */
  action?: ReactNode;
}

/** Like, likes count (Liked by), comments count (the panel), share, and the card's action. */
export function PostActions({ post, commentsOpen, onToggleComments, action }: PostActionsProps) {
  const toggleLike = useLikeToggle();
  const target = engagementTargetOf(post);
  return (
    <EngagementActions
      isLiked={post.isLiked}
      likes={post.likes}
      commentsCount={post.commentsCount}
      onToggleLike={() => toggleLike(target, post.id)}
      renderLikedBy={(onClose) => <TargetLikedBy target={target} targetId={post.id} onClose={onClose} />}
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
