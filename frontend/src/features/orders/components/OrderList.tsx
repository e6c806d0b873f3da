import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState, type ReactNode } from 'react';
import { InfiniteScrollSentinel } from '../../../components/common/InfiniteScrollSentinel';
import { useGetTrendstarOrdersQuery, useGetUserOrdersQuery } from '../ordersApi';
import { orderedProduct } from '../orderView';
import { OrderCard } from './OrderCard';
import { paths } from '../../../lib/paths';

export const ordersPageSize = 10;

interface OrderListProps {
  /** My Orders (buyer) or My Sales (seller). */
  side: 'buyer' | 'seller';
  label: string;
  empty: ReactNode;
  errorText: string;
}

function OrderListSkeleton({ label }: { label: string }) {
  return (
    <Stack spacing={2} aria-busy="true" aria-label={`Loading ${label.toLowerCase()}`}>
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={210} />
      ))}
    </Stack>
  );
}

/** Order cards newest first, the next page when the end comes near; skeletons, empty and error states. */
export function OrderList({ side, label, empty, errorText }: OrderListProps) {
  const [cursor, setCursor] = useState<string | undefined>();
  const arg = { cursor, limit: ordersPageSize };
  const buyer = useGetUserOrdersQuery(arg, { skip: side !== 'buyer' });
  const seller = useGetTrendstarOrdersQuery(arg, { skip: side !== 'seller' });
  const { data, isLoading, isFetching, isError, refetch } = side === 'buyer' ? buyer : seller;
  const nextCursor = data?.nextCursor ?? null;
  const loadNext = useCallback(() => {
    if (nextCursor) setCursor(nextCursor);
  }, [nextCursor]);

  if (isLoading) return <OrderListSkeleton label={label} />;
  if (!data || (isError && data.orders.length === 0)) {
    return (
      <Stack spacing={2} sx={{ py: 6, alignItems: 'center', textAlign: 'center' }} role="alert">
        <Typography variant="h6" component="p">
          {errorText}
        </Typography>
        <Button
          variant="contained"
          onClick={() => {
            setCursor(undefined);
            void refetch();
          }}
          disabled={isFetching}
        >
          Try Again
        </Button>
      </Stack>
    );
  }
  if (data.orders.length === 0) return <>{empty}</>;
  return (
    <Stack component="section" aria-label={label} spacing={2}>
      {data.orders.map((order) => (
        <OrderCard
          key={order.id}
          order={order}
          product={orderedProduct(order, side)}
          detailsPath={side === 'buyer' ? paths.orderComplete(order.id) : paths.saleDetail(order.id)}
          shipTo={side === 'seller' ? order.address : undefined}
        />
      ))}
      {nextCursor && (
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 48 }}>
          {isFetching && <CircularProgress size={24} aria-label={`Loading more ${label.toLowerCase()}`} />}
          <InfiniteScrollSentinel onVisible={loadNext} disabled={isFetching} />
        </Box>
      )}
    </Stack>
  );
}
