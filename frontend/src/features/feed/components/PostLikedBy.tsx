import { TargetLikedBy } from '../../engagement/components/TargetLikedBy';
import { useGetPostLikersQuery } from '../postEngagementApi';

/** Liked by for a post (lazy: loaded when first opened). */
export default function PostLikedBy({ postId, onClose }: { postId: string; onClose: () => void }) {
  return <TargetLikedBy targetId={postId} useLikers={useGetPostLikersQuery} onClose={onClose} />;
}
