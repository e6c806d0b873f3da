import { screen, within } from '@testing-library/react';
import { mockApi, notAuthenticated } from '../../../test/mockApi';
import { renderRoute } from '../../../test/renderRoute';
import { emptyFeed } from '../../../test/posts';
import { makeUser } from '../../../test/users';

describe('login screen', () => {
  it('says which fields are required', async () => {
    const { fetchMock } = mockApi({ 'GET /api/users/me': notAuthenticated });
    const { user } = renderRoute('/auth/login');

    await user.click(await screen.findByRole('button', { name: 'Log In' }));

    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([request]) => (request as Request).url.endsWith('/api/auth/login'))).toBe(false);
  });

  it('shows the catalogue message when the credentials are wrong', async () => {
    mockApi({
      'GET /api/users/me': notAuthenticated,
      'POST /api/auth/login': {
        status: 401,
        body: { statusCode: 401, code: 'invalid_credentials', message: 'Invalid credentials' },
      },
    });
    const { user } = renderRoute('/auth/login');

    await user.type(await screen.findByLabelText('Username'), 'asha_k');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Login failed')).toBeInTheDocument();
    expect(toast).toHaveTextContent('Incorrect username or password. Please try again.');
  });

  it('sends an unverified user to the code screen', async () => {
    const userId = makeUser().id;
    mockApi({
      'GET /api/users/me': notAuthenticated,
      'POST /api/auth/login': {
        body: { requiresOTP: true, message: 'A verification code was sent to your email', userId, user: null },
      },
    });
    const { user, router } = renderRoute('/auth/login');

    await user.type(await screen.findByLabelText('Username'), 'asha_k');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/verify-otp');
    expect(new URLSearchParams(router.state.location.search).get('userId')).toBe(userId);
    expect(screen.getByRole('status')).toHaveTextContent('A verification code was sent to your email');
  });

  it('sends a signed-in user home', async () => {
    mockApi({ 'GET /api/users/me': { body: makeUser() }, 'GET /api/feed': emptyFeed });
    const { router } = renderRoute('/auth/login');
    expect(await screen.findByText('No posts yet', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
