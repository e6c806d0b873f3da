import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  useGetNotificationPreferencesQuery,
  useUpdateNotificationPreferencesMutation,
  type NotificationPreferences,
} from '../notificationsApi';

const SWITCHES: Array<{ flag: keyof NotificationPreferences; label: string; hint: string }> = [
  { flag: 'likes', label: 'Likes', hint: 'Likes of your posts, comments and products' },
  { flag: 'comments', label: 'Comments', hint: 'Comments on your posts and replies to you' },
  { flag: 'follows', label: 'Follows', hint: 'New followers, and new posts of people you follow' },
  { flag: 'mentions', label: 'Mentions', hint: 'When someone mentions you' },
  { flag: 'directMessages', label: 'Direct messages', hint: 'Messages sent to you' },
  { flag: 'systemNotifications', label: 'System notifications', hint: 'TrendStar reviews, sales and orders' },
  { flag: 'emailNotifications', label: 'Email notifications', hint: 'Also e-mail system messages, sales and orders' },
  { flag: 'soundEnabled', label: 'Sound', hint: 'Play a short sound when a notification arrives' },
];

/** Notification settings: each switch is saved at once (and put back if saving fails). */
export function NotificationPreferencesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const preferences = useGetNotificationPreferencesQuery(undefined, { skip: !open });
  const [update] = useUpdateNotificationPreferencesMutation();

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="notification-settings-title">
      <DialogTitle id="notification-settings-title">Notification settings</DialogTitle>
      <DialogContent dividers>
        {preferences.isError ? (
          <Typography color="error" role="alert">
            Failed to load notification preferences
          </Typography>
        ) : (
          <Stack spacing={1}>
            {SWITCHES.map(({ flag, label, hint }) =>
              preferences.data ? (
                <FormControlLabel
                  key={flag}
                  sx={{ justifyContent: 'space-between', ml: 0 }}
                  labelPlacement="start"
                  label={
                    <Stack>
                      <Typography>{label}</Typography>
                      <Typography variant="caption" color="text.secondary">
                        {hint}
                      </Typography>
                    </Stack>
                  }
                  control={
                    <Switch
                      checked={preferences.data[flag]}
                      onChange={(event) =>
                        void update({ updateNotificationPreferencesDto: { [flag]: event.target.checked } })
                      }
                      slotProps={{ input: { 'aria-label': label } }}
                    />
                  }
                />
              ) : (
                <Skeleton key={flag} height={48} />
              ),
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Done</Button>
      </DialogActions>
    </Dialog>
  );
}
