import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { serverMessageOf } from '../../../lib/errorCatalogue';
import { useRequireSignIn } from '../../auth/useRequireSignIn';
import { errorToast } from '../../toast/toastSlice';
import { useGetProductTryOnsQuery, useLikeProductTryOnMutation, useUnlikeProductTryOnMutation } from '../productsApi';
import { CommunityTryOnDialog, type OpenedTryOn } from './CommunityTryOnDialog';
import { CommunityTryOns, type TryOnViewer } from './CommunityTryOns';

interface ProductTryOnsTabProps {
  productId: string;
  signedIn: boolean;
  isOwner: boolean;
}

/** The Try-Ons tab wired to GET /api/products/{id}/try-ons and the try-on likes. */
export function ProductTryOnsTab({ productId, signedIn, isOwner }: ProductTryOnsTabProps) {
  const dispatch = useAppDispatch();
  const requireSignIn = useRequireSignIn();
  const { data, isLoading } = useGetProductTryOnsQuery({ id: productId });
  const [likeTryOn] = useLikeProductTryOnMutation();
  const [unlikeTryOn] = useUnlikeProductTryOnMutation();
  const [openedId, setOpenedId] = useState<string | null>(null);
  // The dialog follows the cached list, so an optimistic like shows at once.
  const opened = data?.tryOns.find((tryOn) => tryOn.id === openedId) ?? null;

  let viewer: TryOnViewer = 'can-try';
  if (!signedIn) viewer = 'signed-out';
  else if (isOwner) viewer = 'owner';
  else if (data?.hasUserTriedOn) viewer = 'tried';

  const toggleLike = (tryOn: OpenedTryOn) => {
    if (!requireSignIn()) return;
    // Part 2 §4: POST to like, DELETE when already liked.
    (tryOn.isLiked ? unlikeTryOn : likeTryOn)({ id: tryOn.id })
      .unwrap()
      .catch((error: unknown) => dispatch(errorToast('Error', `Failed to like try-on: ${serverMessageOf(error)}`)));
  };

  return (
    <>
      <CommunityTryOns
        productId={productId}
        tryOns={data?.tryOns}
        count={data?.count ?? 0}
        isLoading={isLoading}
        viewer={viewer}
        onOpen={(tryOn) => setOpenedId(tryOn.id)}
      />
      <CommunityTryOnDialog tryOn={opened} onClose={() => setOpenedId(null)} onToggleLike={toggleLike} />
    </>
  );
}
