import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { FormCard } from '../../../components/common/FormCard';
import { PasswordField } from '../../../components/common/PasswordField';
import { SubmitButton } from '../../../components/common/SubmitButton';
import { resolveErrorMessage } from '../../../lib/errorCatalogue';
import { useFormState } from '../../../lib/useFormState';
import { validateResetPassword } from '../../../lib/validation';
import { errorToast, successToast } from '../../toast/toastSlice';
import { useResetPasswordMutation } from '../authApi';
import { endSession } from '../session';
import { paths } from '../../../lib/paths';

function InvalidResetLink() {
  return (
    <FormCard
      title="Invalid Reset Link"
      subtitle="This password reset link is missing its token. Request a new link to reset your password."
    >
      <Button component={RouterLink} to={paths.forgotPassword()} variant="contained" fullWidth>
        Request New Link
      </Button>
    </FormCard>
  );
}

export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [resetPassword, { isLoading: sending }] = useResetPasswordMutation();
  const form = useFormState({ token, password: '', confirmPassword: '' }, validateResetPassword);

  if (!token) return <InvalidResetLink />;

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await resetPassword({ resetPasswordDto: values }).unwrap();
      // The server ended every session of the account, this browser's included.
      endSession(dispatch);
      dispatch(successToast('Success', result.message || 'Your password has been reset. Please log in.'));
      navigate(paths.login(), { replace: true });
    } catch (error) {
      form.showServerErrors(error);
      dispatch(errorToast('Reset Failed', resolveErrorMessage(error)));
    }
  });

  return (
    <FormCard
      title="Reset password"
      subtitle="Choose a new password for your account."
      onSubmit={submit}
      footer={
        <Link component={RouterLink} to={paths.login()}>
          Back to login
        </Link>
      }
    >
      <PasswordField label="New password" autoComplete="new-password" autoFocus {...form.fieldProps('password')} />
      <PasswordField label="Confirm new password" autoComplete="new-password" {...form.fieldProps('confirmPassword')} />
      <SubmitButton sending={sending}>{sending ? 'Resetting...' : 'Reset Password'}</SubmitButton>
    </FormCard>
  );
}
