import { useState } from 'react';
import type { CommentDto } from '../../../api/generated/tvtApi';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { CommentsPanel, type CommentsSource } from '../../engagement/components/CommentsPanel';
import {
  useAddProductCommentMutation,
  useAddProductCommentReplyMutation,
  useGetProductCommentsQuery,
  useLikeProductCommentMutation,
} from '../productsApi';

const pageSize = 20;

/** The comments panel wired to a product's routes (lazy: loaded when the Comments tab first opens). */
export default function ProductComments({ productId }: { productId: string }) {
  const { user } = useCurrentUser();
  const [cursor, setCursor] = useState<string | undefined>();
  const { data, isLoading, isFetching, isError } = useGetProductCommentsQuery({
    id: productId,
    cursor,
    limit: pageSize,
  });
  const [addComment] = useAddProductCommentMutation();
  const [addReply] = useAddProductCommentReplyMutation();
  const [likeComment] = useLikeProductCommentMutation();

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
      await addComment({ id: productId, createCommentDto: { text } }).unwrap();
      setCursor(undefined);
    },
    addReply: (parentId, text) => addReply({ id: productId, parentId, createCommentDto: { text } }).unwrap(),
    toggleLike: (comment: CommentDto) => likeComment({ id: comment.id }).unwrap(),
  };
  return <CommentsPanel source={source} signedIn={Boolean(user)} />;
}
