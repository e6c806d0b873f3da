import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import ReplayIcon from '@mui/icons-material/Replay';
import SettingsSuggestOutlinedIcon from '@mui/icons-material/SettingsSuggestOutlined';
import { useState, type ReactNode } from 'react';
import type { CreditTransactionDto } from '../../../api/generated/tvtApi';
import { VisuallyHidden } from '../../../components/common/VisuallyHidden';
import { useGetCreditTransactionsQuery } from '../creditsApi';

/** Part 1 §9: the history shows 10 transactions at a time. */
export const transactionsPageSize = 10;

const typeLabels: Record<CreditTransactionDto['type'], string> = {
  earned: 'Purchase',
  spent: 'Spent',
  refund: 'Refund',
  system: 'System',
};

const typeIcons: Record<CreditTransactionDto['type'], ReactNode> = {
  earned: <AddCircleOutlineIcon color="success" />,
  spent: <RemoveCircleOutlineIcon color="error" />,
  refund: <ReplayIcon color="info" />,
  system: <SettingsSuggestOutlinedIcon color="action" />,
};

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

function signed(amount: number): string {
  return amount > 0 ? `+${amount}` : String(amount);
}

function TransactionRow({ transaction }: { transaction: CreditTransactionDto }) {
  return (
    <ListItem divider disableGutters>
      <ListItemIcon sx={{ minWidth: 40 }} aria-hidden>
        {typeIcons[transaction.type]}
      </ListItemIcon>
      <ListItemText
        primary={transaction.description || typeLabels[transaction.type]}
        secondary={`${typeLabels[transaction.type]} · ${dateFormat.format(new Date(transaction.createdAt))}`}
        slotProps={{ primary: { noWrap: true } }}
        sx={{ minWidth: 0, mr: 1 }}
      />
      <Stack sx={{ alignItems: 'flex-end', flexShrink: 0 }}>
        <Typography sx={{ fontWeight: 700, color: transaction.amount > 0 ? 'success.main' : 'error.main' }}>
          {signed(transaction.amount)}
          <VisuallyHidden> credits</VisuallyHidden>
        </Typography>
        <Typography variant="caption" color="text.secondary">
          Balance {transaction.balanceAfter}
        </Typography>
      </Stack>
    </ListItem>
  );
}

/** One page of 10; pages after the first are asked for only when the user wants them. */
function TransactionPage({ page }: { page: number }) {
  const { data, isLoading } = useGetCreditTransactionsQuery({ page, limit: transactionsPageSize });
  if (isLoading) {
    return (
      <ListItem disableGutters>
        <TransactionSkeleton rows={1} />
      </ListItem>
    );
  }
  return (
    <>
      {data?.transactions.map((transaction) => (
        <TransactionRow key={transaction.id} transaction={transaction} />
      ))}
    </>
  );
}

function TransactionSkeleton({ rows }: { rows: number }) {
  return (
    <Stack spacing={1.5} sx={{ width: '100%' }} aria-busy="true" aria-label="Loading transactions">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={48} />
      ))}
    </Stack>
  );
}

export function TransactionList() {
  const [pageCount, setPageCount] = useState(1);
  const first = useGetCreditTransactionsQuery({ page: 1, limit: transactionsPageSize });
  const last = useGetCreditTransactionsQuery({ page: pageCount, limit: transactionsPageSize });
  const total = first.data?.total ?? 0;
  const hasMore = pageCount * transactionsPageSize < total;

  if (first.isLoading) return <TransactionSkeleton rows={3} />;
  if (first.isError) {
    return (
      <Typography color="error" role="alert">
        Failed to load transactions
      </Typography>
    );
  }
  if (total === 0) {
    return (
      <Stack spacing={0.5} sx={{ py: 4, alignItems: 'center', textAlign: 'center' }}>
        <Typography variant="h6" component="p">
          No transactions yet
        </Typography>
        <Typography color="text.secondary">Credits you buy and spend on try-ons appear here.</Typography>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <List aria-label="Credit transactions" disablePadding>
        {Array.from({ length: pageCount }, (_, index) => (
          <TransactionPage key={index + 1} page={index + 1} />
        ))}
      </List>
      {hasMore && (
        <Button
          variant="outlined"
          onClick={() => setPageCount((count) => count + 1)}
          disabled={last.isFetching}
          startIcon={last.isFetching ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          Load more
        </Button>
      )}
    </Stack>
  );
}
