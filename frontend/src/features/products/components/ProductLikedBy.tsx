import { TargetLikedBy } from '../../engagement/components/TargetLikedBy';
import { useGetProductLikersQuery } from '../productsApi';

/** Liked by for a product (lazy: loaded when first opened). */
export default function ProductLikedBy({ productId, onClose }: { productId: string; onClose: () => void }) {
  return <TargetLikedBy targetId={productId} useLikers={useGetProductLikersQuery} onClose={onClose} />;
}
