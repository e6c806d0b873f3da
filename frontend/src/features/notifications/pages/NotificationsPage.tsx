import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListSubheader from '@mui/material/ListSubheader';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import SettingsIcon from '@mui/icons-material/Settings';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { NotificationItem } from '../components/NotificationItem';
import { NotificationPreferencesDialog } from '../components/NotificationPreferencesDialog';
import {
  notificationsListArg,
  useGetNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  type Notification,
} from '../notificationsApi';
import { groupByDay, notificationLink } from '../notificationText';

function LoadingList() {
  return (
    <Stack spacing={1.5} aria-label="Loading notifications">
      {Array.from({ length: 6 }, (_, index) => (
        <Stack key={index} direction="row" spacing={1.5} sx={{ alignItems: 'center', px: 1.5 }}>
          <Skeleton variant="circular" width={48} height={48} />
          <Stack sx={{ flexGrow: 1 }}>
            <Skeleton width="80%" />
            <Skeleton width="30%" />
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}

function EmptyState() {
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', py: 8, color: 'text.secondary' }}>
      <NotificationsNoneIcon sx={{ fontSize: 56 }} aria-hidden />
      <Typography>No notifications</Typography>
    </Stack>
  );
}

export default function NotificationsPage() {
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { data, isLoading, isFetching } = useGetNotificationsQuery({ ...notificationsListArg, cursor });
  const [markRead] = useMarkNotificationReadMutation();
  const [markAllRead, markingAll] = useMarkAllNotificationsReadMutation();
  const navigate = useNavigate();
  const now = new Date();
  const groups = groupByDay(data?.notifications ?? [], now);

  const open = (notification: Notification) => {
    const link = notificationLink(notification);
    if (!notification.read) void markRead({ id: notification.id });
    if (link) void navigate(link);
  };

  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          Notifications
        </Typography>
        <IconButton aria-label="Notification settings" onClick={() => setSettingsOpen(true)}>
          <SettingsIcon />
        </IconButton>
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
        <Button
          size="small"
          startIcon={<DoneAllIcon />}
          onClick={() => void markAllRead()}
          disabled={!data || data.unreadCount === 0 || markingAll.isLoading}
        >
          Mark all as read
        </Button>
      </Stack>
      {isLoading || !data ? (
        <LoadingList />
      ) : data.notifications.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          {groups.map((group) => (
            <List
              key={group.label}
              aria-label={group.label}
              subheader={
                <ListSubheader disableSticky sx={{ bgcolor: 'transparent', px: 1.5, lineHeight: '32px' }}>
                  {group.label}
                </ListSubheader>
              }
              dense
            >
              {group.notifications.map((notification) => (
                <ListItem key={notification.id} disablePadding sx={{ mb: 0.5 }}>
                  <NotificationItem notification={notification} now={now} onOpen={open} />
                </ListItem>
              ))}
            </List>
          ))}
          {data.nextCursor && (
            <Button
              fullWidth
              variant="outlined"
              disabled={isFetching}
              onClick={() => setCursor(data.nextCursor ?? undefined)}
              sx={{ mt: 1 }}
            >
              Load more
            </Button>
          )}
        </>
      )}
      <NotificationPreferencesDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </>
  );
}
