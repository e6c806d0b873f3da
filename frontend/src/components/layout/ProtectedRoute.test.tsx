import { screen } from '@testing-library/react';
import { mockApi, notAuthenticated } from '../../test/mockApi';
import { renderRoute } from '../../test/renderRoute';
import { emptyFeed } from '../../test/posts';
import { makeUser } from '../../test/users';

describe('protected routes', () => {
  it('sends a guest to login with the page they asked for as the redirect', async () => {
    mockApi({ 'GET /api/users/me': notAuthenticated });
    const { router } = renderRoute('/settings/password?from=menu');

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/settings/password?from=menu');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Search' })).not.toBeInTheDocument();
  });

  it('shows a spinner while the current user is loading', async () => {
    mockApi({ 'GET /api/users/me': () => new Promise(() => undefined) });
    renderRoute('/trend-studio');

    expect(await screen.findByRole('progressbar', { name: 'Checking your session' })).toBeInTheDocument();
  });

  it('shows the page to a signed-in user, inside the shell', async () => {
    mockApi({ 'GET /api/users/me': { body: makeUser({ credits: 7 }) } });
    renderRoute('/trend-studio');

    expect(await screen.findByRole('heading', { name: 'Trend Studio' })).toBeInTheDocument();
    expect(screen.getByText('New Features Coming Soon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Credits: 7' })).toHaveAttribute('href', '/credits');
    expect(screen.getByRole('link', { name: /TrendStudio/ })).toHaveAttribute('aria-current', 'page');
  });

  it('after login returns to the redirect target', async () => {
    const user = makeUser();
    let signedIn = false;
    mockApi({
      'GET /api/users/me': () => (signedIn ? { body: user } : notAuthenticated),
      'POST /api/auth/login': () => {
        signedIn = true;
        return { body: { requiresOTP: false, message: 'Login successful', userId: user.id, user } };
      },
    });
    const view = renderRoute('/trend-studio');
    await screen.findByRole('heading', { name: 'Welcome back' });

    await view.user.type(screen.getByLabelText('Username'), 'asha_k');
    await view.user.type(screen.getByLabelText('Password'), 'Secret123');
    await view.user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByRole('heading', { name: 'Trend Studio' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/trend-studio');
    expect(screen.getByText('Welcome back!')).toBeInTheDocument();
  });

  it('ignores a redirect that leaves the site', async () => {
    const user = makeUser();
    mockApi({
      'GET /api/users/me': notAuthenticated,
      'POST /api/auth/login': { body: { requiresOTP: false, message: 'ok', userId: user.id, user } },
      'GET /api/feed': emptyFeed,
    });
    const view = renderRoute('/auth/login?redirect=//evil.example.com/steal');
    await view.user.type(await screen.findByLabelText('Username'), 'asha_k');
    await view.user.type(screen.getByLabelText('Password'), 'Secret123');
    await view.user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByText('No posts yet', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/');
  });

  it('shows Page Not Found inside the shell for unknown paths', async () => {
    mockApi({ 'GET /api/users/me': notAuthenticated });
    renderRoute('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
    expect(screen.getByRole('link', { name: /log in to see your credits/ })).toHaveAttribute('href', '/auth/login');
  });
});
