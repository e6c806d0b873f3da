import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { ConfirmDialog } from '../../../components/common/ConfirmDialog';
import { resolveErrorMessage } from '../../../lib/errorCatalogue';
import { errorToast, successToast } from '../../toast/toastSlice';
import { useDeleteMeMutation } from '../../users/usersApi';
import { paths } from '../../../lib/paths';

export default function SettingsPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleteAccount, { isLoading: deleting }] = useDeleteMeMutation();

  const confirmDelete = async () => {
    try {
      const result = await deleteAccount().unwrap();
      dispatch(successToast('Account deleted', result.message));
      navigate(paths.login(), { replace: true });
    } catch (error) {
      setConfirmingDelete(false);
      dispatch(errorToast('Error', resolveErrorMessage(error)));
    }
  };

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Settings
      </Typography>
      <Card>
        <List disablePadding>
          <ListItemButton component={RouterLink} to={paths.changePassword()}>
            <ListItemIcon>
              <LockOutlinedIcon />
            </ListItemIcon>
            <ListItemText primary="Manage Password" secondary="Change the password you log in with" />
            <ChevronRightIcon color="action" />
          </ListItemButton>
          <Divider component="li" />
          <ListItemButton onClick={() => setConfirmingDelete(true)} sx={{ color: 'error.main' }}>
            <ListItemIcon sx={{ color: 'error.main' }}>
              <DeleteForeverOutlinedIcon />
            </ListItemIcon>
            <ListItemText primary="Delete Account" secondary="Permanently remove your account and data" />
          </ListItemButton>
        </List>
      </Card>
      <ConfirmDialog
        open={confirmingDelete}
        title="Delete Account"
        text="Are you sure you want to delete your account? Your profile, photos and posts will be removed. This cannot be undone."
        confirmLabel="Delete Account"
        destructive
        busy={deleting}
        onConfirm={confirmDelete}
        onClose={() => setConfirmingDelete(false)}
      />
    </>
  );
}
