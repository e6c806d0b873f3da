import { screen, within } from '@testing-library/react';
import { mockApi, notAuthenticated } from '../../../test/mockApi';
import { renderRoute } from '../../../test/renderRoute';
import { makeUser } from '../../../test/users';

describe('settings screen', () => {
  it('deletes the account after confirmation and goes to login', async () => {
    let deleted = false;
    mockApi({
      'GET /api/users/me': () => (deleted ? notAuthenticated : { body: makeUser() }),
      'DELETE /api/users/me': () => {
        deleted = true;
        return { body: { message: 'Account deleted' } };
      },
    });
    const { user, router } = renderRoute('/settings');
    await user.click(await screen.findByRole('button', { name: /Delete Account/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Account' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('says so when the account cannot be deleted', async () => {
    mockApi({
      'GET /api/users/me': { body: makeUser() },
      'DELETE /api/users/me': {
        status: 500,
        body: {
          statusCode: 500,
          code: 'DELETE_FAILED',
          message: 'Unable to delete your account. Please try again later.',
        },
      },
    });
    const { user } = renderRoute('/settings');
    await user.click(await screen.findByRole('button', { name: /Delete Account/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to delete your account. Please try again later.',
    );
    // The dialog closes and the user stays on Settings.
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
