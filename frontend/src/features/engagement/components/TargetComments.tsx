import { useState } from 'react';
import type { CommentDto } from '../../../api/generated/tvtApi';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { CommentsPanel, type CommentsSource } from './CommentsPanel';

const pageSize = 20;

interface Unwrappable {
  unwrap(): Promise<unknown>;
}

/** The generated hooks of one target's comment routes (a post's, a product's). */
export interface CommentEndpoints {
  useComments(arguments_: { id: string; cursor?: string; limit: number }): {
    data?: { comments: CommentDto[]; nextCursor?: string | null };
    isLoading: boolean;
    isFetching: boolean;
    isError: boolean;
  };
  useAddComment(): readonly [
    (arguments_: { id: string; createCommentDto: { text: string } }) => Unwrappable,
    ...unknown[],
  ];
  useAddReply(): readonly [
    (arguments_: { id: string; parentId: string; createCommentDto: { text: string } }) => Unwrappable,
    ...unknown[],
  ];
  useLikeComment(): readonly [(arguments_: { id: string }) => Unwrappable, ...unknown[]];
}

/** The comments panel wired to one target's routes: posts and products use the same one. */
export function TargetComments({ targetId, endpoints }: { targetId: string; endpoints: CommentEndpoints }) {
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
