import { type CommentEndpoints, TargetComments } from '../../engagement/components/TargetComments';
import {
  useAddPostCommentMutation,
  useAddPostCommentReplyMutation,
  useGetPostCommentsQuery,
  useLikePostCommentMutation,
} from '../postEngagementApi';

const postComments: CommentEndpoints = {
  useComments: useGetPostCommentsQuery,
  useAddComment: useAddPostCommentMutation,
  useAddReply: useAddPostCommentReplyMutation,
  useLikeComment: useLikePostCommentMutation,
};

/** The comments panel wired to a post's routes (lazy: loaded when first opened). */
export default function PostComments({ postId }: { postId: string }) {
  return <TargetComments targetId={postId} endpoints={postComments} />;
}
