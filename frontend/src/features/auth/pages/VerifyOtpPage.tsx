import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { FormCard } from '../../../components/common/FormCard';
import { SubmitButton } from '../../../components/common/SubmitButton';
import { resolveErrorMessage } from '../../../lib/errorCatalogue';
import { safeRedirectPath } from '../../../lib/redirect';
import { useFormState } from '../../../lib/useFormState';
import { otpError } from '../../../lib/validation';
import { errorToast, successToast } from '../../toast/toastSlice';
import { useResendOtpMutation, useVerifyMutation } from '../authApi';
import { paths } from '../../../lib/paths';

export const resendCooldownSeconds = 60;
const failedResendToastMs = 8000;

function useCountdown(initialSeconds: number) {
  const [secondsLeft, setSecondsLeft] = useState(initialSeconds);
  useEffect(() => {
    if (secondsLeft <= 0) return undefined;
    const timer = setTimeout(() => setSecondsLeft((current) => current - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  return [secondsLeft, setSecondsLeft] as const;
}

function retryAfterSeconds(error: unknown): number | undefined {
  const retryAfter = (error as { data?: { retryAfter?: unknown } }).data?.retryAfter;
  return typeof retryAfter === 'number' && retryAfter > 0 ? Math.ceil(retryAfter) : undefined;
}

export default function VerifyOtpPage() {
  const [searchParams] = useSearchParams();
  const userId = searchParams.get('userId');
  const redirect = searchParams.get('redirect');
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [verify, { isLoading: verifying }] = useVerifyMutation();
  const [resendOtp, { isLoading: resending }] = useResendOtpMutation();
  // A code was e-mailed just before this screen opened, so the cooldown is already running.
  const [secondsLeft, setSecondsLeft] = useCountdown(resendCooldownSeconds);
  const form = useFormState({ otp: '' }, (values) => {
    const message = otpError(values.otp);
    return message ? { otp: message } : {};
  });

  if (!userId) return <Navigate to={paths.login()} replace />;

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await verify({ verifyOtpDto: { userId, otp: values.otp } }).unwrap();
      dispatch(successToast('Success!', 'Email verified successfully.'));
      if (result.nextStep === 'profile-picture') {
        navigate(paths.profilePicture(userId), { replace: true });
      } else {
        navigate(safeRedirectPath(redirect), { replace: true });
      }
    } catch (error) {
      const message = resolveErrorMessage(error);
      form.setFieldError('otp', message);
      dispatch(errorToast('Verification failed', message));
    }
  });

  const resend = async () => {
    try {
      const result = await resendOtp({ resendOtpDto: { userId } }).unwrap();
      setSecondsLeft(resendCooldownSeconds);
      if (result.emailSent) {
        dispatch(successToast('Code sent', result.message));
      } else {
        dispatch(
          errorToast('Email Sending Failed', result.errorInfo?.resolution ?? result.message, failedResendToastMs),
        );
      }
    } catch (error) {
      const wait = retryAfterSeconds(error);
      if (wait) setSecondsLeft(wait);
      dispatch(errorToast('Failed to resend code', resolveErrorMessage(error), failedResendToastMs));
    }
  };

  return (
    <FormCard
      title="Verify your email"
      subtitle="Enter the 4-digit code we sent to your email address."
      onSubmit={submit}
      footer={
        <Link component={RouterLink} to={paths.login()}>
          Back to login
        </Link>
      }
    >
      <TextField
        label="Verification code"
        autoFocus
        autoComplete="one-time-code"
        {...form.fieldProps('otp')}
        onChange={(event) => form.setValue('otp', event.target.value.replace(/\D/g, '').slice(0, 4))}
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            maxLength: 4,
            style: { letterSpacing: '0.6em', textAlign: 'center', fontSize: '1.5rem' },
          },
        }}
      />
      <SubmitButton sending={verifying}>{verifying ? 'Verifying...' : 'Verify'}</SubmitButton>
      <Button variant="text" onClick={resend} disabled={secondsLeft > 0 || resending}>
        {secondsLeft > 0 ? `Resend Code (${secondsLeft}s)` : 'Resend Code'}
      </Button>
    </FormCard>
  );
}
