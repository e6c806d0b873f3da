import { useState } from 'react';
import type { CommentDto } from '../../../api/generated/tvtApi';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { CommentsPanel, type CommentsSource } from '../../engagement/components/CommentsPanel';
import {
  useAddPostCommentMutation,
  useAddPostCommentReplyMutation,
  useGetPostCommentsQuery,
  useLikePostCommentMutation,
} from '../postEngagementApi';

const pageSize = 20;

/** The comments panel wired to a post's routes (lazy: loaded when first opened). */
export default function PostComments({ postId }: { postId: string }) {
  const { user } = useCurrentUser();
  const [cursor, setCursor] = useState<string | undefined>();
  const { data, isLoading, isFetching, isError } = useGetPostCommentsQuery({ id: postId, cursor, limit: pageSize });
  const [addComment] = useAddPostCommentMutation();
  const [addReply] = useAddPostCommentReplyMutation();
  const [likeComment] = useLikePostCommentMutation();

  const source: CommentsSource = {
    // Part 1 §7: a failure gives an empty list.
    comments: isError ? [] : data?.comments,
    isLoading,
    hasMore: Boolean(data?.nextCursor),
    isLoadingMore: isFetching && cursor !== undefined,
    loadMore: () => {
      if (data?.nextCursor && !isFetching) setCursor(data.nextCursor);
    },
    addComment: async (text) => {
      await addComment({ id: postId, createCommentDto: { text } }).unwrap();
      // The new comment is on the first page.
      setCursor(undefined);
    },
    addReply: (parentId, text) => addReply({ id: postId, parentId, createCommentDto: { text } }).unwrap(),
    toggleLike: (comment: CommentDto) => likeComment({ id: comment.id }).unwrap(),
  };
  return <CommentsPanel source={source} signedIn={Boolean(user)} />;
}
