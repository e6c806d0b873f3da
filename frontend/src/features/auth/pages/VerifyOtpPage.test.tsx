import { act, screen } from '@testing-library/react';
import { mockApi, notAuthenticated } from '../../../test/mockApi';
import { renderRoute } from '../../../test/renderRoute';
import { makeUser } from '../../../test/users';

const userId = makeUser().id;

describe('verification code screen', () => {
  afterEach(() => jest.useRealTimers());

  it('goes to login without a userId', async () => {
    mockApi({ 'GET /api/users/me': notAuthenticated });
    const { router } = renderRoute('/auth/verify-otp');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('asks for exactly 4 digits', async () => {
    mockApi({ 'GET /api/users/me': notAuthenticated });
    const { user } = renderRoute(`/auth/verify-otp?userId=${userId}`);
    await user.type(await screen.findByLabelText('Verification code'), '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('OTP must be 4 digits')).toBeInTheDocument();
  });

  it('shows the server reason for a wrong code', async () => {
    mockApi({
      'GET /api/users/me': notAuthenticated,
      'POST /api/auth/verify': { status: 400, body: { statusCode: 400, code: 'invalid_otp', message: 'Invalid OTP' } },
    });
    const { user } = renderRoute(`/auth/verify-otp?userId=${userId}`);
    await user.type(await screen.findByLabelText('Verification code'), '1234');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Verification failed');
    expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription(
      'Invalid verification code. Please try again.',
    );
  });

  it('continues to the profile picture step the server names', async () => {
    const user = makeUser();
    mockApi({
      'GET /api/users/me': notAuthenticated,
      'POST /api/auth/verify': { body: { user, nextStep: 'profile-picture', message: 'Email verified' } },
    });
    const view = renderRoute(`/auth/verify-otp?userId=${userId}`);
    await view.user.type(await screen.findByLabelText('Verification code'), '1234');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('button', { name: 'Skip for Now' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/auth/profile-picture');
    expect(screen.getByRole('status')).toHaveTextContent('Email verified successfully.');
  });

  it('counts the resend cooldown down from 60 seconds', async () => {
    jest.useFakeTimers();
    const { requests } = mockApi({
      'GET /api/users/me': notAuthenticated,
      'POST /api/auth/resend-otp': { body: { emailSent: true, message: 'A new code was sent' } },
    });
    const { user } = renderRoute(`/auth/verify-otp?userId=${userId}`, { advanceTimers: jest.advanceTimersByTime });

    expect(await screen.findByRole('button', { name: 'Resend Code (60s)' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Resend Code (59s)' })).toBeDisabled();
    for (let second = 0; second < 59; second += 1) act(() => jest.advanceTimersByTime(1000));

    const resend = screen.getByRole('button', { name: 'Resend Code' });
    expect(resend).toBeEnabled();
    await user.click(resend);
    expect(await screen.findByRole('button', { name: 'Resend Code (60s)' })).toBeDisabled();
    expect(requests.filter((request) => request.url.endsWith('/api/auth/resend-otp'))).toHaveLength(1);
  });
});
