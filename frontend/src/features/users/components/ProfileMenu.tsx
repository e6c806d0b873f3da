import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import LogoutIcon from '@mui/icons-material/Logout';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import StarOutlineIcon from '@mui/icons-material/StarOutline';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/common/ConfirmDialog';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { useLogout } from '../../auth/useLogout';
import { paths } from '../../../lib/paths';

export function ProfileMenu() {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const { logout, isLoggingOut } = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirmingLogout, setConfirmingLogout] = useState(false);

  return (
    <>
      <IconButton
        aria-label="Profile menu"
        aria-haspopup="menu"
        aria-controls={anchor ? 'profile-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id="profile-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {user?.role !== 'trendstar' && (
          <MenuItem onClick={() => navigate(paths.applyTrendStar())}>
            <ListItemIcon>
              <StarOutlineIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Apply as TrendStar</ListItemText>
          </MenuItem>
        )}
        <MenuItem onClick={() => navigate(paths.myOrders())}>
          <ListItemIcon>
            <ShoppingBagOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>View My Orders</ListItemText>
        </MenuItem>
        {user?.role === 'trendstar' && (
          <MenuItem onClick={() => navigate(paths.mySales())}>
            <ListItemIcon>
              <StorefrontOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>View My Sales</ListItemText>
          </MenuItem>
        )}
        <MenuItem onClick={() => navigate(paths.settings())}>
          <ListItemIcon>
            <SettingsOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Settings</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setConfirmingLogout(true);
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Logout</ListItemText>
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={confirmingLogout}
        title="Confirm Logout"
        text="Are you sure you want to logout?"
        confirmLabel="Logout"
        busy={isLoggingOut}
        onConfirm={logout}
        onClose={() => setConfirmingLogout(false)}
      />
    </>
  );
}
