import { useState } from 'react';
import type { UserSummaryDto } from '../../../api/generated/tvtApi';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { LikedByDialog } from './LikedByDialog';

const pageSize = 20;

/** The generated hook of one target's Liked by route (a post's, a product's). */
export type LikersQuery = (arguments_: { id: string; page: number; limit: number }) => {
  data?: { users: UserSummaryDto[]; total: number; hasMore: boolean };
  isLoading: boolean;
  isFetching: boolean;
};

/** Liked by for one target: posts and products use the same one. */
export function TargetLikedBy({
  targetId,
  useLikers,
  onClose,
}: {
  targetId: string;
  useLikers: LikersQuery;
  onClose: () => void;
}) {
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
