import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { FormCard } from '../../../components/common/FormCard';
import { SubmitButton } from '../../../components/common/SubmitButton';
import { resolveErrorMessage } from '../../../lib/errorCatalogue';
import { useFormState } from '../../../lib/useFormState';
import { emailError } from '../../../lib/validation';
import { errorToast } from '../../toast/toastSlice';
import { useForgotPasswordMutation } from '../authApi';
import { paths } from '../../../lib/paths';

export default function ForgotPasswordPage() {
  const dispatch = useAppDispatch();
  const [forgotPassword, { isLoading: sending }] = useForgotPasswordMutation();
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const form = useFormState({ email: '' }, (values) => {
    const message = emailError(values.email);
    return message ? { email: message } : {};
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await forgotPassword({ forgotPasswordDto: { email: values.email.trim() } }).unwrap();
      setConfirmation(result.message);
    } catch (error) {
      form.showServerErrors(error);
      dispatch(errorToast('Request Failed', resolveErrorMessage(error)));
    }
  });

  return (
    <FormCard
      title="Forgot password"
      subtitle="Enter your account's email and we'll send you a link to reset your password."
      onSubmit={submit}
      footer={
        <Link component={RouterLink} to={paths.login()}>
          Back to login
        </Link>
      }
    >
      {confirmation && (
        <Alert severity="success" role="status">
          {confirmation}
        </Alert>
      )}
      <TextField label="Email" type="email" autoComplete="email" autoFocus {...form.fieldProps('email')} />
      <SubmitButton sending={sending}>{sending ? 'Sending...' : 'Send Reset Link'}</SubmitButton>
    </FormCard>
  );
}
