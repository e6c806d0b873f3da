import { configure, screen, waitFor } from '@testing-library/react';
import { tvtApi } from '../../../api/generated/tvtApi';
import { mockApi, notAuthenticated, type MockAnswer } from '../../../test/mockApi';
import { renderRoute } from '../../../test/renderRoute';
import { makeUser } from '../../../test/users';

// Lazy pages and several round trips: generous limits keep the suite steady on a busy machine.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);

const priya = makeUser({
  id: '5d0c7c1e-7d0e-4d8e-9a55-0a3c1c6b9f01',
  username: 'priya_s',
  displayName: 'Priya Sharma',
  role: 'trendstar',
  followers: 10,
  following: 2,
  bio: 'Kurtas and more',
});
const viewer = makeUser({ following: 3 });

function deferred() {
  let resolve: (answer: MockAnswer) => void = () => undefined;
  const promise = new Promise<MockAnswer>((settle) => (resolve = settle));
  return { promise, resolve };
}

function profileHandlers(overrides: Record<string, MockAnswer | (() => MockAnswer | Promise<MockAnswer>)> = {}) {
  return {
    'GET /api/users/me': { body: viewer },
    'GET /api/users/username/priya_s': { body: priya },
    'GET /api/users/priya_s/try-ons/posts': { body: { posts: [] } },
    [`GET /api/users/${priya.id}/follow-status`]: { body: { isFollowing: false } },
    ...overrides,
  };
}

describe('other users\u2019 profiles', () => {
  it('asks guests to log in, coming back afterwards', async () => {
    mockApi({ 'GET /api/users/me': notAuthenticated });
    renderRoute('/u/priya_s');
    await waitFor(() => {
      expect(screen.getByRole('heading', { name: 'Please log in to view profiles' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute(
        'href',
        '/auth/login?redirect=%2Fu%2Fpriya_s',
      );
    });
  });

  it('says User not found and goes back home', async () => {
    mockApi({
      'GET /api/users/me': { body: viewer },
      'GET /api/users/username/ghost': {
        status: 404,
        body: { statusCode: 404, code: 'user_not_found', message: 'User not found' },
      },
      'GET /api/feed': { body: { posts: [], nextCursor: null } },
    });
    const { user, router } = renderRoute('/u/ghost');
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends one\u2019s own username to /profile, where no follow button exists', async () => {
    mockApi({
      'GET /api/users/me': { body: viewer },
      'GET /api/users/asha_k/try-ons': { body: { tryOns: [] } },
    });
    const { router } = renderRoute('/u/asha_k');
    expect(await screen.findByRole('heading', { name: 'Asha Kapoor' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
  });

  it('shows the profile and follows at once, rolling back with a toast when the server refuses', async () => {
    const answer = deferred();
    mockApi(profileHandlers({ [`POST /api/users/${priya.id}/follow`]: () => answer.promise }));
    const { user, store } = renderRoute('/u/priya_s');

    expect(await screen.findByRole('heading', { name: 'Priya Sharma' })).toBeInTheDocument();
    expect(screen.getByText('@priya_s')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Verified TrendStar' })).toBeInTheDocument();
    expect(screen.getByText('Kurtas and more')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '10 Followers' })).toHaveAttribute('href', '/u/priya_s/connections');
    expect(await screen.findByText('No posts yet')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(screen.getByRole('button', { name: 'Following...' })).toBeDisabled();
    expect(await screen.findByRole('link', { name: '11 Followers' })).toBeInTheDocument();
    expect(tvtApi.endpoints.getMe.select()(store.getState()).data?.following).toBe(4);

    answer.resolve({ status: 500, body: { statusCode: 500, code: 'server_error', message: 'Server error' } });
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeEnabled();
    expect(screen.getByRole('link', { name: '10 Followers' })).toBeInTheDocument();
    expect(tvtApi.endpoints.getMe.select()(store.getState()).data?.following).toBe(3);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to follow user');
  });

  it('follows and unfollows with success toasts, then shows the server\u2019s counts', async () => {
    let followers = 10;
    let isFollowing = false;
    mockApi(
      profileHandlers({
        'GET /api/users/username/priya_s': () => ({ body: { ...priya, followers } }),
        [`GET /api/users/${priya.id}/follow-status`]: () => ({ body: { isFollowing } }),
        [`POST /api/users/${priya.id}/follow`]: () => {
          followers += 1;
          isFollowing = true;
          return { body: { isFollowing, followers } };
        },
        [`DELETE /api/users/${priya.id}/follow`]: () => {
          followers -= 1;
          isFollowing = false;
          return { body: { isFollowing, followers } };
        },
      }),
    );
    const { user } = renderRoute('/u/priya_s');

    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Successfully followed user');
    expect(await screen.findByRole('button', { name: 'Following' })).toBeEnabled();
    expect(screen.getByRole('link', { name: '11 Followers' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Following' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Successfully unfollowed user'));
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeEnabled();
    expect(screen.getByRole('link', { name: '10 Followers' })).toBeInTheDocument();
  });
});
