import { useCallback } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { serverMessageOf } from '../../lib/serverMessage';
import { useRequireSignIn } from '../auth/useRequireSignIn';
import { errorToast } from '../toast/toastSlice';
import { useLikePostMutation } from './feedApi';
import type { PostView } from './postView';

/** The like toggle of a post: optimistic everywhere the post is shown, rolled back with a toast on failure. */
export function usePostLike() {
  const dispatch = useAppDispatch();
  const requireSignIn = useRequireSignIn();
  const [likePost] = useLikePostMutation();
  return useCallback(
    (post: Pick<PostView, 'id'>) => {
      if (!requireSignIn()) return;
      likePost({ id: post.id })
        .unwrap()
        .catch((error: unknown) => dispatch(errorToast('Error', `Failed to like post: ${serverMessageOf(error)}`)));
    },
    [dispatch, likePost, requireSignIn],
  );
}
