import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { OutboxMessageDto } from '../../../api/generated/tvtApi';
import { useGetOutboxQuery } from '../devApi';

const refreshIntervalMs = 3000;
const filterDebounceMs = 300;
const urlPattern = /(https?:\/\/[^\s<>"]+)/g;

function useDebounced(value: string, delayMs: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** Links in the text become clickable so reset links can be opened from here. */
function withLinks(text: string): ReactNode[] {
  return text.split(urlPattern).map((part, index) =>
    index % 2 === 1 ? (
      <Link key={index} href={part} sx={{ wordBreak: 'break-all' }}>
        {part}
      </Link>
    ) : (
      part
    ),
  );
}

function OutboxMessage({ message }: { message: OutboxMessageDto }) {
  const code = message.text.match(/\b\d{4}\b/)?.[0];
  return (
    <Card component="article">
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Typography variant="h6" component="h2">
            {message.subject}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="time" dateTime={message.createdAt}>
            {new Date(message.createdAt).toLocaleString()}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          To: {message.to}
        </Typography>
        {code && <Chip label={`Code: ${code}`} color="primary" sx={{ mb: 1, fontSize: '1rem', fontWeight: 700 }} />}
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {withLinks(message.text)}
        </Typography>
      </CardContent>
    </Card>
  );
}

export default function OutboxPage() {
  const [filter, setFilter] = useState('');
  const [autoRefresh, setAutoRefresh] = useState(true);
  const to = useDebounced(filter.trim(), filterDebounceMs);
  const { data, isLoading, isError } = useGetOutboxQuery(
    { to: to || undefined },
    { pollingInterval: autoRefresh ? refreshIntervalMs : 0, refetchOnMountOrArgChange: true },
  );
  const messages = useMemo(
    () => [...(data?.messages ?? [])].sort((first, second) => second.createdAt.localeCompare(first.createdAt)),
    [data],
  );

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Mail outbox
      </Typography>
      <Alert severity="warning">Development only: e-mails are not sent, they are kept here</Alert>
      <TextField
        label="Filter by e-mail"
        type="email"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      <FormControlLabel
        control={<Switch checked={autoRefresh} onChange={(event) => setAutoRefresh(event.target.checked)} />}
        label="Auto-refresh"
      />
      {isLoading && <Skeleton variant="rounded" height={120} />}
      {isError && (
        <Alert severity="error">
          The mail outbox is not available. It exists only when the server runs without SMTP outside production.
        </Alert>
      )}
      {!isLoading && !isError && messages.length === 0 && (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
          No e-mails yet.
        </Typography>
      )}
      {messages.map((message) => (
        <OutboxMessage key={message.id} message={message} />
      ))}
    </Stack>
  );
}
