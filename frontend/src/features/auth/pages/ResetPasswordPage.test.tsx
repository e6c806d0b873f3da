import { screen } from '@testing-library/react';
import { mockApi, notAuthenticated } from '../../../test/mockApi';
import { renderRoute } from '../../../test/renderRoute';

describe('reset password screen', () => {
  it('without a token says the link is invalid and offers a new one', async () => {
    mockApi({ 'GET /api/users/me': notAuthenticated });
    renderRoute('/auth/reset-password');
    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request New Link' })).toHaveAttribute('href', '/auth/forgot-password');
  });

  it('checks the new password rules and the confirmation', async () => {
    mockApi({ 'GET /api/users/me': notAuthenticated });
    const { user } = renderRoute('/auth/reset-password?token=abc');
    await user.type(await screen.findByLabelText('New password'), 'alllowercase1');
    await user.type(screen.getByLabelText('Confirm new password'), 'something-else');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('Password must contain at least one uppercase letter')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('explains an expired link and goes to login after a success', async () => {
    let attempts = 0;
    mockApi({
      'GET /api/users/me': notAuthenticated,
      'POST /api/auth/reset-password': () =>
        ++attempts === 1
          ? {
              status: 400,
              body: { statusCode: 400, code: 'invalid_reset_token', message: 'Invalid or expired reset token' },
            }
          : { body: { message: 'Password has been reset' } },
    });
    const { user, router } = renderRoute('/auth/reset-password?token=abc');
    await user.type(await screen.findByLabelText('New password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm new password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The password reset link has expired. Please request a new one.',
    );

    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
  });
});
