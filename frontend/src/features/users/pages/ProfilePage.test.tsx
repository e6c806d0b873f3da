import { screen, within } from '@testing-library/react';
import { mockApi, notAuthenticated } from '../../../test/mockApi';
import { renderRoute } from '../../../test/renderRoute';
import { makeUser } from '../../../test/users';

const noTryOns = { 'GET /api/users/asha_k/try-ons': { body: { tryOns: [] } } };

describe('own profile', () => {
  it('shows try-ons and posts in 3-column grids of small images, with placeholders and empty texts', async () => {
    let answerTryOns: (answer: { body: unknown }) => void = () => undefined;
    mockApi({
      'GET /api/users/me': { body: makeUser() },
      'GET /api/users/asha_k/try-ons': () => new Promise((resolve) => (answerTryOns = resolve)),
      'GET /api/users/asha_k/try-ons/posts': { body: { posts: [] } },
    });
    const { user } = renderRoute('/profile');
    expect(await screen.findByRole('tab', { name: 'Try-ons', selected: true })).toBeInTheDocument();
    expect(screen.getAllByTestId('grid-placeholder')).toHaveLength(6);

    answerTryOns({
      body: {
        tryOns: [
          {
            id: '1700000000000_job1',
            path: '/full.png',
            thumbnailPath: '/small_256.png',
            createdAt: '2025-01-02T00:00:00Z',
            timestamp: '1700000000000',
          },
        ],
      },
    });
    const tile = await screen.findByRole('link', { name: /^Try-on from/ });
    expect(tile).toHaveAttribute('href', '/view-try-on/asha_k/1700000000000_job1');
    expect(tile.querySelector('img')).toHaveAttribute('src', '/small_256.png');

    await user.click(screen.getByRole('tab', { name: 'Posts' }));
    expect(await screen.findByText('No posts yet')).toBeInTheDocument();
  });

  it('shows initials, names, counts and the TrendStar star', async () => {
    mockApi({
      'GET /api/users/me': { body: makeUser({ role: 'trendstar', followers: 120, following: 8, bio: 'Saree lover' }) },
      ...noTryOns,
    });
    const { user } = renderRoute('/profile');

    expect(await screen.findByRole('heading', { name: 'Asha Kapoor' })).toBeInTheDocument();
    expect(screen.getByText('AS')).toBeInTheDocument();
    expect(screen.getByText('@asha_k')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '120 Followers' })).toHaveAttribute('href', '/u/asha_k/connections');
    expect(screen.getByRole('link', { name: '8 Following' })).toBeInTheDocument();
    expect(screen.getByText('Saree lover')).toBeInTheDocument();

    await user.hover(screen.getByRole('img', { name: 'Verified TrendStar' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Verified TrendStar');
  });

  it('checks the Edit Profile form and saves it', async () => {
    const updated = makeUser({ firstName: 'Asha', lastName: 'K', bio: 'New bio' });
    const { requests } = mockApi({
      'GET /api/users/me': { body: makeUser() },
      ...noTryOns,
      'PATCH /api/users/0b6f1a8e-2f1c-4a59-9d51-1f6f0c7d2a10': { body: { user: updated, message: 'Profile updated' } },
    });
    const { user } = renderRoute('/profile');
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });

    await user.clear(within(dialog).getByLabelText('First name'));
    await user.click(within(dialog).getByLabelText('Bio'));
    await user.paste('x'.repeat(501));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('First name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Bio must be less than 500 characters')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('First name'), 'Asha');
    await user.clear(within(dialog).getByLabelText('Last name'));
    await user.type(within(dialog).getByLabelText('Last name'), 'K');
    await user.clear(within(dialog).getByLabelText('Bio'));
    await user.type(within(dialog).getByLabelText('Bio'), '  New bio  ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully');
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(await patch?.json()).toEqual({ firstName: 'Asha', lastName: 'K', bio: 'New bio', gender: 'female' });
    expect(screen.getByText('New bio')).toBeInTheDocument();
  });

  it('logs out after confirmation', async () => {
    let signedIn = true;
    mockApi({
      'GET /api/users/me': () => (signedIn ? { body: makeUser() } : notAuthenticated),
      ...noTryOns,
      'POST /api/auth/logout': () => {
        signedIn = false;
        return { body: { message: 'Logged out' } };
      },
    });
    const { user, router } = renderRoute('/profile');
    await user.click(await screen.findByRole('button', { name: 'Profile menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Logout' });
    expect(dialog).toHaveTextContent('Are you sure you want to logout?');
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(screen.getByRole('status')).toHaveTextContent("Logged outYou've been successfully logged out.");
  });
});
