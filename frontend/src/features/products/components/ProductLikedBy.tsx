import { useState } from 'react';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { LikedByDialog } from '../../engagement/components/LikedByDialog';
import { useGetProductLikersQuery } from '../productsApi';

const pageSize = 20;

/** Liked by for a product (lazy: loaded when first opened). */
export default function ProductLikedBy({ productId, onClose }: { productId: string; onClose: () => void }) {
  const { user } = useCurrentUser();
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching } = useGetProductLikersQuery({ id: productId, page, limit: pageSize });
  return (
    <LikedByDialog
      open
      onClose={onClose}
      users={data?.users}
      total={data?.total ?? 0}
      hasMore={Boolean(data?.hasMore)}
      isLoading={isLoading}
      isLoadingMore={isFetching && page > 1}
      loadMore={() => {
        if (!isFetching && data?.hasMore) setPage(Math.ceil(data.users.length / pageSize) + 1);
      }}
      currentUserId={user?.id}
    />
  );
}
