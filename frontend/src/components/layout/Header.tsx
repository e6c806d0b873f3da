import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import SearchIcon from '@mui/icons-material/Search';
import TollIcon from '@mui/icons-material/Toll';
import { Link as RouterLink } from 'react-router-dom';
import { layout } from '../../app/theme/primitives';
import { useCurrentUser } from '../../app/currentUser';
import { useColumnMaxWidth } from './column';
import { paths } from '../../lib/paths';

export interface HeaderProps {
  /** Unread notifications; the notifications module supplies it. No badge when absent or 0. */
  unreadNotificationCount?: number;
}

export function Header({ unreadNotificationCount }: HeaderProps) {
  const { user } = useCurrentUser();
  const columnMaxWidth = useColumnMaxWidth();
  const notificationsLabel = unreadNotificationCount
    ? `Notifications, ${unreadNotificationCount} unread`
    : 'Notifications';

  return (
    <AppBar position="fixed">
      <Toolbar
        sx={{
          minHeight: layout.headerHeight,
          width: '100%',
          maxWidth: columnMaxWidth,
          mx: 'auto',
          px: 1.5,
          gap: 0.5,
        }}
        disableGutters
      >
        <Typography
          component={RouterLink}
          to={paths.home()}
          aria-label="TVT home"
          variant="h5"
          sx={{
            fontWeight: 800,
            letterSpacing: 1,
            textDecoration: 'none',
            backgroundImage: (theme) =>
              `linear-gradient(135deg, ${theme.palette.primary.light}, ${theme.palette.secondary.main})`,
            backgroundClip: 'text',
            color: 'transparent',
            borderRadius: 1,
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.light', outlineOffset: 2 },
          }}
        >
          TVT
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {user ? (
          <Button
            component={RouterLink}
            to={paths.credits()}
            size="small"
            variant="outlined"
            color="warning"
            startIcon={<TollIcon />}
            aria-label={`Credits: ${user.credits ?? 0}`}
          >
            {user.credits ?? 0}
          </Button>
        ) : (
          <IconButton
            component={RouterLink}
            to={paths.login()}
            aria-label="Credits (log in to see your credits)"
            color="warning"
          >
            <TollIcon />
          </IconButton>
        )}
        <IconButton component={RouterLink} to={paths.search()} aria-label="Search">
          <SearchIcon />
        </IconButton>
        <IconButton component={RouterLink} to={paths.notifications()} aria-label={notificationsLabel}>
          <Badge color="secondary" badgeContent={unreadNotificationCount} max={99} invisible={!unreadNotificationCount}>
            <NotificationsNoneIcon />
          </Badge>
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}
