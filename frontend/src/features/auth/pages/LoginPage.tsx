import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { FormCard } from '../../../components/common/FormCard';
import { PageSpinner } from '../../../components/common/PageSpinner';
import { PasswordField } from '../../../components/common/PasswordField';
import { SubmitButton } from '../../../components/common/SubmitButton';
import { resolveErrorMessage } from '../../../lib/errorCatalogue';
import { safeRedirectPath } from '../../../lib/redirect';
import { useFormState } from '../../../lib/useFormState';
import { validateLogin } from '../../../lib/validation';
import { errorToast, successToast } from '../../toast/toastSlice';
import { useLoginMutation } from '../authApi';
import { useCurrentUser } from '../useCurrentUser';
import { paths } from '../../../lib/paths';

export default function LoginPage() {
  const { user, isLoading } = useCurrentUser();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirectPath(searchParams.get('redirect'));
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [login, { isLoading: sending }] = useLoginMutation();
  const form = useFormState({ username: '', password: '' }, validateLogin);

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await login({
        loginDto: { username: values.username.trim(), password: values.password },
      }).unwrap();
      if (result.requiresOTP) {
        dispatch(successToast('Verification Required', result.message || 'Please verify your email'));
        const query = new URLSearchParams({ userId: result.userId, redirect: redirectTo });
        navigate(paths.verifyOtp(query));
        return;
      }
      dispatch(successToast('Welcome back!', "You've successfully logged in."));
      navigate(redirectTo, { replace: true });
    } catch (error) {
      form.showServerErrors(error);
      dispatch(errorToast('Login failed', resolveErrorMessage(error)));
    }
  });

  if (isLoading) return <PageSpinner />;
  if (user && !sending) return <Navigate to={redirectTo} replace />;

  const registerPath = searchParams.get('redirect') ? paths.register(redirectTo) : paths.register();
  return (
    <FormCard
      title="Welcome back"
      subtitle="Log in to try on, post and shop."
      onSubmit={submit}
      footer={
        <>
          <Link component={RouterLink} to={paths.forgotPassword()}>
            Forgot password?
          </Link>
          <Typography variant="body2" color="text.secondary">
            Don&apos;t have an account?{' '}
            <Link component={RouterLink} to={registerPath}>
              Sign up
            </Link>
          </Typography>
        </>
      }
    >
      <TextField label="Username" autoComplete="username" autoFocus {...form.fieldProps('username')} />
      <PasswordField label="Password" autoComplete="current-password" {...form.fieldProps('password')} />
      <SubmitButton sending={sending}>{sending ? 'Logging in...' : 'Log In'}</SubmitButton>
    </FormCard>
  );
}
