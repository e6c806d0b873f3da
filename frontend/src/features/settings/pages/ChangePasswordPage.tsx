import Button from '@mui/material/Button';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { FormCard } from '../../../components/common/FormCard';
import { PasswordField } from '../../../components/common/PasswordField';
import { SubmitButton } from '../../../components/common/SubmitButton';
import { resolveErrorMessage } from '../../../lib/errorCatalogue';
import { useFormState } from '../../../lib/useFormState';
import { validateChangePassword } from '../../../lib/validation';
import { useChangePasswordMutation } from '../../auth/authApi';
import { errorToast, successToast } from '../../toast/toastSlice';
import { paths } from '../../../lib/paths';

export default function ChangePasswordPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [changePassword, { isLoading: sending }] = useChangePasswordMutation();
  const form = useFormState({ currentPassword: '', newPassword: '', confirmPassword: '' }, validateChangePassword);

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await changePassword({ changePasswordDto: values }).unwrap();
      dispatch(successToast('Success', result.message || 'Password changed successfully'));
      navigate(paths.settings());
    } catch (error) {
      const message = resolveErrorMessage(error);
      form.showServerErrors(error, { invalid_current_password: 'currentPassword' });
      dispatch(errorToast('Failed to Change Password', message));
    }
  });

  return (
    <FormCard
      title="Manage Password"
      subtitle="Other devices signed in to your account will be signed out."
      onSubmit={submit}
      footer={
        <Button component={RouterLink} to={paths.settings()} color="inherit">
          Back to Settings
        </Button>
      }
    >
      <PasswordField label="Current password" autoComplete="current-password" {...form.fieldProps('currentPassword')} />
      <PasswordField label="New password" autoComplete="new-password" {...form.fieldProps('newPassword')} />
      <PasswordField label="Confirm new password" autoComplete="new-password" {...form.fieldProps('confirmPassword')} />
      <SubmitButton sending={sending}>{sending ? 'Changing...' : 'Change Password'}</SubmitButton>
    </FormCard>
  );
}
