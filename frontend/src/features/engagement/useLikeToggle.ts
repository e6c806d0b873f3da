import { useCallback } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { serverMessageOf } from '../../lib/errorCatalogue';
import { useRequireSignIn } from '../auth/useRequireSignIn';
import { errorToast } from '../toast/toastSlice';
import { engagementEndpoints, type EngagementTarget } from './engagementApi';

/**
 * The like toggle of a post or a product (each on its own route): optimistic everywhere it is shown, rolled back
 * with a toast on failure.
 */
export function useLikeToggle() {
  const dispatch = useAppDispatch();
  const requireSignIn = useRequireSignIn();
  const [likePost] = engagementEndpoints.post.useLike();
  const [likeProduct] = engagementEndpoints.product.useLike();
  return useCallback(
    (target: EngagementTarget, id: string) => {
      if (!requireSignIn()) return;
      (target === 'product' ? likeProduct : likePost)({ id })
        .unwrap()
        .catch((error: unknown) =>
          dispatch(errorToast('Error', `Failed to like ${target}: ${serverMessageOf(error)}`)),
        );
    },
    [dispatch, likePost, likeProduct, requireSignIn],
  );
}
