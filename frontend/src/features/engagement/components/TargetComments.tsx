import { useState } from 'react';
import type { CommentDto } from '../../../api/generated/tvtApi';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { engagementEndpoints, type EngagementTarget } from '../engagementApi';
import { CommentsPanel, type CommentsSource } from './CommentsPanel';

const pageSize = 20;

/**
 * The comments panel wired to one target's routes: posts and products use the same one (lazy: loaded when first
 * opened). A mounted panel serves one target, so its hooks are always the same ones.
 */
export default function TargetComments({ target, targetId }: { target: EngagementTarget; targetId: string }) {
  const endpoints = engagementEndpoints[target];
  const { user } = useCurrentUser();
  const [cursor, setCursor] = useState<string | undefined>();
  const { data, isLoading, isFetching, isError } = endpoints.useComments({ id: targetId, cursor, limit: pageSize });
  const [addComment] = endpoints.useAddComment();
  const [addReply] = endpoints.useAddReply();
  const [likeComment] = endpoints.useLikeComment();

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
      await addComment({ id: targetId, createCommentDto: { text } }).unwrap();
      // The new comment is on the first page.
      setCursor(undefined);
    },
    addReply: (parentId, text) => addReply({ id: targetId, parentId, createCommentDto: { text } }).unwrap(),
    toggleLike: (comment: CommentDto) => likeComment({ id: comment.id }).unwrap(),
  };
  return <CommentsPanel source={source} signedIn={Boolean(user)} />;
}
