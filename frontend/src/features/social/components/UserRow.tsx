import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import StarIcon from '@mui/icons-material/Star';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { UserSummaryDto } from '../../../api/generated/tvtApi';
import { UserAvatar } from '../../../components/common/UserAvatar';
import { paths } from '../../../lib/paths';

/** A person in a list (search, connections): a link to their profile, with an optional action beside it. */
export function UserRow({ user, action }: { user: UserSummaryDto; action?: ReactNode }) {
  const name = user.displayName || user.username;
  return (
    <ListItem disablePadding secondaryAction={action} sx={{ '& .MuiListItemSecondaryAction-root': { right: 8 } }}>
      <ListItemButton
        component={RouterLink}
        to={paths.userProfile(user.username)}
        sx={{ borderRadius: 2, pr: action ? 17 : 2 }}
      >
        <ListItemAvatar>
          <UserAvatar user={user} size="md" />
        </ListItemAvatar>
        <ListItemText
          primary={
            <>
              {name}
              {user.verified && (
                <StarIcon
                  titleAccess="Verified TrendStar"
                  sx={{ color: 'warning.main', fontSize: 16, ml: 0.5, verticalAlign: 'text-bottom' }}
                />
              )}
            </>
          }
          secondary={`@${user.username}`}
          slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
          sx={{ ml: 1.5, minWidth: 0 }}
        />
      </ListItemButton>
    </ListItem>
  );
}

export function UserRowSkeleton() {
  return (
    <ListItem data-testid="user-row-skeleton">
      <ListItemAvatar>
        <Skeleton variant="circular" width={48} height={48} />
      </ListItemAvatar>
      <ListItemText
        primary={<Skeleton variant="text" width="50%" />}
        secondary={<Skeleton variant="text" width="30%" />}
        sx={{ ml: 1.5 }}
      />
    </ListItem>
  );
}
