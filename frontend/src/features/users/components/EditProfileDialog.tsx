import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useAppDispatch } from '../../../app/hooks';
import { GenderRadioGroup } from '../../../components/common/GenderRadioGroup';
import { SubmitButton } from '../../../components/common/SubmitButton';
import { resolveErrorMessage } from '../../../lib/errorCatalogue';
import { useFormState } from '../../../lib/useFormState';
import { bioMaxLength, validateProfile, type ProfileValues } from '../../../lib/validation';
import { errorToast, successToast } from '../../toast/toastSlice';
import { useUpdateUserMutation, type User } from '../usersApi';

interface EditProfileDialogProps {
  user: User;
  open: boolean;
  onClose: () => void;
}

function EditProfileForm({ user, onClose }: Omit<EditProfileDialogProps, 'open'>) {
  const dispatch = useAppDispatch();
  const [updateUser, { isLoading: saving }] = useUpdateUserMutation();
  const initialValues: ProfileValues = {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    bio: user.bio ?? '',
    gender: user.gender,
  };
  const form = useFormState(initialValues, validateProfile);
  const bioLength = form.values.bio.trim().length;

  const submit = form.handleSubmit(async (values) => {
    const bio = values.bio.trim();
    try {
      await updateUser({
        id: user.id,
        updateUserDto: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          bio: bio === '' ? null : bio,
          gender: values.gender,
        },
      }).unwrap();
      dispatch(successToast('Success', 'Profile updated successfully'));
      onClose();
    } catch (error) {
      form.showServerErrors(error);
      dispatch(errorToast('Failed to update profile', resolveErrorMessage(error)));
    }
  });

  const bioField = form.fieldProps('bio');
  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle id="edit-profile-title">Edit Profile</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label="First name" autoComplete="given-name" {...form.fieldProps('firstName')} />
          <TextField label="Last name" autoComplete="family-name" {...form.fieldProps('lastName')} />
          <TextField
            label="Bio"
            multiline
            minRows={3}
            {...bioField}
            helperText={bioField.helperText ?? `${bioLength}/${bioMaxLength}`}
          />
          <GenderRadioGroup value={form.values.gender} onChange={(gender) => form.setValue('gender', gender)} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={saving} color="inherit">
          Cancel
        </Button>
        <SubmitButton sending={saving} fullWidth={false}>
          {saving ? 'Saving...' : 'Save'}
        </SubmitButton>
      </DialogActions>
    </form>
  );
}

export function EditProfileDialog({ user, open, onClose }: EditProfileDialogProps) {
  // The form mounts with the dialog, so every opening starts from the current profile.
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="edit-profile-title">
      {open && <EditProfileForm user={user} onClose={onClose} />}
    </Dialog>
  );
}
