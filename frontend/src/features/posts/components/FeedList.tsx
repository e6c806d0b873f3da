import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useState, type ReactNode } from 'react';
import { InfiniteScrollSentinel } from '../../../components/common/InfiniteScrollSentinel';
import { useGetFeedQuery } from '../feedApi';
import { PostCard } from './PostCard';
import { PostCardSkeleton } from './PostCardSkeleton';

export const feedPageSize = 10;

interface FeedListProps {
  /** Only this TrendStar's posts. */
  trendstar?: string;
  /** Shown when there is no post at all. */
  empty: ReactNode;
}

/** Cards newest first; the next page loads when the bottom sentinel comes near. One comments panel at a time. */
export function FeedList({ trendstar, empty }: FeedListProps) {
  const [cursor, setCursor] = useState<string | undefined>();
  const [openCommentsPostId, setOpenCommentsPostId] = useState<string | null>(null);
  const { data, isLoading, isFetching, isError } = useGetFeedQuery({ cursor, limit: feedPageSize, trendstar });
  const nextCursor = data?.nextCursor ?? null;
  const loadNext = useCallback(() => {
    if (nextCursor) setCursor(nextCursor);
  }, [nextCursor]);
  const toggleComments = useCallback(
    (postId: string) => setOpenCommentsPostId((current) => (current === postId ? null : postId)),
    [],
  );

  if (isLoading)
    return (
      <Box aria-busy aria-label="Loading posts" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <PostCardSkeleton />
        <PostCardSkeleton />
      </Box>
    );
  if (!data)
    return isError ? (
      <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
        Failed to load posts. Please try again.
      </Typography>
    ) : null;
  if (data.posts.length === 0) return <>{empty}</>;
  return (
    <Box component="section" aria-label="Posts" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {data.posts.map((item) => (
        <PostCard
          key={item.id}
          item={item}
          commentsOpen={openCommentsPostId === item.id}
          onToggleComments={toggleComments}
        />
      ))}
      {nextCursor && (
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 48 }}>
          {isFetching && <CircularProgress size={24} aria-label="Loading more posts" />}
          <InfiniteScrollSentinel onVisible={loadNext} disabled={isFetching} />
        </Box>
      )}
    </Box>
  );
}
