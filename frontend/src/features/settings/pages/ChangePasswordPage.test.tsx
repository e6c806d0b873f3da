import { screen } from '@testing-library/react';
import { mockApi } from '../../../test/mockApi';
import { renderRoute } from '../../../test/renderRoute';
import { makeUser } from '../../../test/users';

describe('change password screen', () => {
  it('requires the current password and checks the new one', async () => {
    mockApi({ 'GET /api/users/me': { body: makeUser() } });
    const { user } = renderRoute('/settings/password');
    await user.type(await screen.findByLabelText('New password'), 'Secret12');
    await user.type(screen.getByLabelText('Confirm new password'), 'Secret13');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(screen.getByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('shows a wrong current password under its field', async () => {
    mockApi({
      'GET /api/users/me': { body: makeUser() },
      'POST /api/auth/change-password': {
        status: 400,
        body: { statusCode: 400, code: 'invalid_current_password', message: 'Current password is incorrect' },
      },
    });
    const { user } = renderRoute('/settings/password');
    await user.type(await screen.findByLabelText('Current password'), 'Wrong1234');
    await user.type(screen.getByLabelText('New password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm new password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to Change Password');
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Current password is incorrect');
  });

  it('goes back to settings after a change', async () => {
    mockApi({
      'GET /api/users/me': { body: makeUser() },
      'POST /api/auth/change-password': { body: { message: 'Password changed successfully' } },
    });
    const { user, router } = renderRoute('/settings/password');
    await user.type(await screen.findByLabelText('Current password'), 'Old12345');
    await user.type(screen.getByLabelText('New password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm new password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
    expect(screen.getByRole('status')).toHaveTextContent('Password changed successfully');
  });
});
