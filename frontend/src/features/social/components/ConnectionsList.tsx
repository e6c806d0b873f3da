import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import type { GetFollowersApiResponse } from '../../../api/generated/tvtApi';
import { useGetFollowersQuery, useGetFollowingQuery } from '../followsApi';
import { FollowButton } from './FollowButton';
import { UserRow, UserRowSkeleton } from './UserRow';

export type ConnectionsKind = 'followers' | 'following';

/** Part 1 §9: followers and following come 20 at a time from page 1. */
const pageSize = 20;

type PageOutcome = { hasMore: boolean; count: number } | 'failed';

function ConnectionsPage({
  kind,
  userId,
  page,
  onOutcome,
}: {
  kind: ConnectionsKind;
  userId: string;
  page: number;
  onOutcome: (page: number, outcome: PageOutcome) => void;
}) {
  const arg = { id: userId, page, limit: pageSize };
  const followers = useGetFollowersQuery(arg, { skip: kind !== 'followers' });
  const following = useGetFollowingQuery(arg, { skip: kind !== 'following' });
  const { data, isLoading, isError } = kind === 'followers' ? followers : following;
  useEffect(() => {
    if (data) onOutcome(page, outcomeOf(data, page));
    else if (isError) onOutcome(page, 'failed');
  }, [data, isError, page, onOutcome]);
  if (isLoading)
    return Array.from({ length: page === 1 ? 6 : 3 }, (_, index) => <UserRowSkeleton key={`skeleton-${index}`} />);
  return data?.users.map((user) => (
    <UserRow key={user.id} user={user} action={<FollowButton userId={user.id} size="small" />} />
  ));
}

function outcomeOf(data: GetFollowersApiResponse, page: number): PageOutcome {
  return { hasMore: data.total > page * pageSize, count: data.users.length };
}

/** One tab's people, page after page on "Load more". */
export function ConnectionsList({ kind, userId }: { kind: ConnectionsKind; userId: string }) {
  const [pages, setPages] = useState([1]);
  const [outcomes, setOutcomes] = useState<Record<number, PageOutcome>>({});
  const onOutcome = useCallback((page: number, outcome: PageOutcome) => {
    setOutcomes((current) => ({ ...current, [page]: outcome }));
  }, []);
  const last = outcomes[pages.length];
  const first = outcomes[1];

  if (first && first !== 'failed' && first.count === 0)
    return (
      <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
        No users found
      </Typography>
    );
  return (
    <>
      <List aria-label={kind === 'followers' ? 'Followers' : 'Following'}>
        {pages.map((page) => (
          <ConnectionsPage key={page} kind={kind} userId={userId} page={page} onOutcome={onOutcome} />
        ))}
      </List>
      {Object.values(outcomes).includes('failed') && (
        <Typography color="error" role="alert" sx={{ textAlign: 'center', py: 3 }}>
          Failed to load users
        </Typography>
      )}
      {last && last !== 'failed' && last.hasMore && (
        <Button fullWidth variant="outlined" onClick={() => setPages((current) => [...current, current.length + 1])}>
          Load more
        </Button>
      )}
    </>
  );
}
