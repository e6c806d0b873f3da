import { useState } from 'react';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { engagementEndpoints, type EngagementTarget } from '../engagementApi';
import { LikedByDialog } from './LikedByDialog';

const pageSize = 20;

/**
 * Liked by for one target: posts and products use the same one (lazy: loaded when first opened). A mounted dialog
 * serves one target, so its hook is always the same one.
 */
export default function TargetLikedBy({
  target,
  targetId,
  onClose,
}: {
  target: EngagementTarget;
  targetId: string;
  onClose: () => void;
}) {
  const useLikers = engagementEndpoints[target].useLikers;
  const { user } = useCurrentUser();
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching } = useLikers({ id: targetId, page, limit: pageSize });
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
