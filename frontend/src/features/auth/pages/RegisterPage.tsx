import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { FormCard } from '../../../components/common/FormCard';
import { PasswordField } from '../../../components/common/PasswordField';
import { GenderRadioGroup } from '../../../components/common/GenderRadioGroup';
import { SubmitButton } from '../../../components/common/SubmitButton';
import { resolveErrorMessage } from '../../../lib/errorCatalogue';
import { safeRedirectPath } from '../../../lib/redirect';
import { useFormState } from '../../../lib/useFormState';
import { validateRegister, type RegisterValues } from '../../../lib/validation';
import { errorToast, successToast } from '../../toast/toastSlice';
import { useRegisterMutation } from '../authApi';
import { paths } from '../../../lib/paths';

const initialValues: RegisterValues = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  gender: 'female',
};

/** Conflicts the server reports by code belong under a field. */
const fieldByConflictCode: Record<string, 'username' | 'email'> = {
  username_taken: 'username',
  email_taken: 'email',
};

export default function RegisterPage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [searchParams] = useSearchParams();
  const [register, { isLoading: sending }] = useRegisterMutation();
  const form = useFormState(initialValues, validateRegister);

  const submit = form.handleSubmit(async (values) => {
    try {
      const firstName = values.firstName.trim();
      const lastName = values.lastName.trim();
      const result = await register({
        registerDto: {
          ...values,
          firstName,
          lastName,
          username: values.username.trim(),
          email: values.email.trim(),
          displayName: `${firstName} ${lastName}`,
        },
      }).unwrap();
      dispatch(
        result.emailSent === false
          ? errorToast(
              'Email Sending Failed',
              'We could not send your verification code. Use Resend Code on the next screen.',
            )
          : successToast('Verification Required', result.message || 'Please verify your email'),
      );
      const query = new URLSearchParams({ userId: result.userId });
      const redirect = searchParams.get('redirect');
      if (redirect) query.set('redirect', safeRedirectPath(redirect));
      navigate(paths.verifyOtp(query));
    } catch (error) {
      const message = resolveErrorMessage(error);
      form.showServerErrors(error, fieldByConflictCode);
      dispatch(errorToast('Registration failed', message));
    }
  });

  return (
    <FormCard
      title="Create your account"
      subtitle="Join TVT to try on garments and share your looks."
      onSubmit={submit}
      footer={
        <Typography variant="body2" color="text.secondary">
          Already have an account?{' '}
          <Link component={RouterLink} to={paths.login()}>
            Log in
          </Link>
        </Typography>
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="First name" autoComplete="given-name" autoFocus {...form.fieldProps('firstName')} />
        <TextField label="Last name" autoComplete="family-name" {...form.fieldProps('lastName')} />
      </Stack>
      <TextField label="Username" autoComplete="username" {...form.fieldProps('username')} />
      <TextField label="Email" type="email" autoComplete="email" {...form.fieldProps('email')} />
      <PasswordField label="Password" autoComplete="new-password" {...form.fieldProps('password')} />
      <PasswordField label="Confirm password" autoComplete="new-password" {...form.fieldProps('confirmPassword')} />
      <GenderRadioGroup value={form.values.gender} onChange={(gender) => form.setValue('gender', gender)} />
      <SubmitButton sending={sending}>{sending ? 'Creating account...' : 'Sign Up'}</SubmitButton>
    </FormCard>
  );
}
