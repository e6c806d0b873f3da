import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CampaignIcon from '@mui/icons-material/Campaign';
import Avatar from '@mui/material/Avatar';
import { UserAvatar } from '../../../components/common/UserAvatar';
import type { Notification } from '../notificationsApi';
import { notificationText, notificationTime } from '../notificationText';

function Avatars({ notification }: { notification: Notification }) {
  const actors = notification.data.actors ?? [];
  if (actors.length === 0)
    return (
      <Avatar sx={{ width: 48, height: 48, bgcolor: 'primary.dark' }} aria-hidden>
        <CampaignIcon />
      </Avatar>
    );
  if (actors.length === 1 || !notification.aggregated) return <UserAvatar user={actors[0]} size="md" />;
  // Two overlapping faces for a group.
  return (
    <Box sx={{ position: 'relative', width: 48, height: 48, flexShrink: 0 }}>
      <UserAvatar user={actors[1]} size="sm" sx={{ position: 'absolute', top: 0, left: 0 }} />
      <UserAvatar
        user={actors[0]}
        size="sm"
        sx={{ position: 'absolute', bottom: 0, right: 0, border: 2, borderColor: 'background.default' }}
      />
    </Box>
  );
}

/** One notification; opening it marks it read and follows its link (when it has a target). */
export function NotificationItem({
  notification,
  now,
  onOpen,
}: {
  notification: Notification;
  now: Date;
  onOpen: (notification: Notification) => void;
}) {
  const text = notificationText(notification);
  const time = notificationTime(notification.createdAt, now);
  return (
    <ButtonBase
      onClick={() => onOpen(notification)}
      aria-label={`${notification.read ? '' : 'Unread: '}${text}, ${time}`}
      sx={{
        width: '100%',
        textAlign: 'left',
        justifyContent: 'flex-start',
        px: 1.5,
        py: 1.25,
        borderRadius: 2,
        bgcolor: notification.read ? 'transparent' : 'action.selected',
        '&:hover': { bgcolor: 'action.hover' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.light' },
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', width: '100%' }}>
        <Avatars notification={notification} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: notification.read ? 400 : 600, overflowWrap: 'anywhere' }}>
            {text}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {time}
          </Typography>
        </Box>
        {!notification.read && (
          <Box
            aria-hidden
            sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'secondary.main', flexShrink: 0 }}
          />
        )}
      </Stack>
    </ButtonBase>
  );
}
