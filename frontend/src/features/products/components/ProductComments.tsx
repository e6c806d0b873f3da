import { type CommentEndpoints, TargetComments } from '../../engagement/components/TargetComments';
import {
  useAddProductCommentMutation,
  useAddProductCommentReplyMutation,
  useGetProductCommentsQuery,
  useLikeProductCommentMutation,
} from '../productsApi';

const productComments: CommentEndpoints = {
  useComments: useGetProductCommentsQuery,
  useAddComment: useAddProductCommentMutation,
  useAddReply: useAddProductCommentReplyMutation,
  useLikeComment: useLikeProductCommentMutation,
};

/** The comments panel wired to a product's routes (lazy: loaded when the Comments tab first opens). */
export default function ProductComments({ productId }: { productId: string }) {
  return <TargetComments targetId={productId} endpoints={productComments} />;
}
