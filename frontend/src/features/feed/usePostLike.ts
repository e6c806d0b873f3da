import { useCallback } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { serverMessageOf } from '../../lib/serverMessage';
import { useRequireSignIn } from '../auth/useRequireSignIn';
import { errorToast } from '../toast/toastSlice';
import { useLikePostMutation, useLikeProductMutation } from './feedApi';
import { isProduct, type PostView } from './postView';

/**
 * The like toggle of a post or a product (each on its own route): optimistic everywhere it is shown, rolled back
 * with a toast on failure.
 */
export function usePostLike() {
  const dispatch = useAppDispatch();
  const requireSignIn = useRequireSignIn();
  const [likePost] = useLikePostMutation();
  const [likeProduct] = useLikeProductMutation();
  return useCallback(
    (post: Pick<PostView, 'id' | 'type'>) => {
      if (!requireSignIn()) return;
      const product = isProduct(post);
      (product ? likeProduct : likePost)({ id: post.id })
        .unwrap()
        .catch((error: unknown) =>
          dispatch(errorToast('Error', `Failed to like ${product ? 'product' : 'post'}: ${serverMessageOf(error)}`)),
        );
    },
    [dispatch, likePost, likeProduct, requireSignIn],
  );
}
