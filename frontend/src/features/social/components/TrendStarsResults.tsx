import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { InfiniteScrollSentinel } from '../../../components/common/InfiniteScrollSentinel';
import { useGetTrendstarsQuery } from '../followsApi';
import { TrendStarCard, TrendStarCardSkeleton } from './TrendStarCard';

const firstCursor = '0';
const skeletonCount = 12;

interface PageOutcome {
  nextCursor: string | null;
  count: number;
}

function Skeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <Box component="li" key={`skeleton-${index}`}>
      <TrendStarCardSkeleton />
    </Box>
  ));
}

/**
 * One page of cards: its own cache entry, so a follow can patch it and a refetch of it cannot duplicate others.
 * Reports its outcome so the list knows the next cursor and whether anything was found.
 */
function TrendStarsPage({
  cursor,
  search,
  onOutcome,
}: {
  cursor: string;
  search: string;
  onOutcome: (cursor: string, outcome: PageOutcome | 'failed') => void;
}) {
  const { data, isLoading, isError } = useGetTrendstarsQuery({ cursor, search: search || undefined });
  useEffect(() => {
    if (data) onOutcome(cursor, { nextCursor: data.nextCursor, count: data.trendstars.length });
    else if (isError) onOutcome(cursor, 'failed');
  }, [data, isError, cursor, onOutcome]);
  if (isLoading) return <Skeletons count={cursor === firstCursor ? skeletonCount : 6} />;
  return data?.trendstars.map((trendstar) => (
    <Box component="li" key={trendstar.id} sx={{ minWidth: 0 }}>
      <TrendStarCard trendstar={trendstar} />
    </Box>
  ));
}

/** The grid of TrendStars for one search text: pages follow `nextCursor` as the bottom sentinel comes into view. */
export function TrendStarsResults({ search }: { search: string }) {
  const [cursors, setCursors] = useState<string[]>([firstCursor]);
  const [outcomes, setOutcomes] = useState<Record<string, PageOutcome | 'failed'>>({});
  const onOutcome = useCallback((cursor: string, outcome: PageOutcome | 'failed') => {
    setOutcomes((current) => ({ ...current, [cursor]: outcome }));
  }, []);

  const lastOutcome = outcomes[cursors[cursors.length - 1]];
  const nextCursor = lastOutcome && lastOutcome !== 'failed' ? lastOutcome.nextCursor : null;
  const loadNext = useCallback(() => {
    if (nextCursor) setCursors((current) => (current.includes(nextCursor) ? current : [...current, nextCursor]));
  }, [nextCursor]);

  const first = outcomes[firstCursor];
  const failed = Object.values(outcomes).includes('failed');

  return (
    <>
      {first && first !== 'failed' && first.count === 0 ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
          No TrendStars found
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label="TrendStars"
          aria-busy={!lastOutcome}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gridTemplateColumns: {
              xs: 'repeat(3, 1fr)',
              sm: 'repeat(4, 1fr)',
              md: 'repeat(5, 1fr)',
              lg: 'repeat(6, 1fr)',
            },
            gap: 1,
          }}
        >
          {cursors.map((cursor) => (
            <TrendStarsPage key={cursor} cursor={cursor} search={search} onOutcome={onOutcome} />
          ))}
        </Box>
      )}
      {failed && (
        <Typography color="error" role="alert" sx={{ textAlign: 'center', py: 3 }}>
          Failed to fetch TrendStars
        </Typography>
      )}
      <InfiniteScrollSentinel onVisible={loadNext} disabled={!nextCursor} />
    </>
  );
}
