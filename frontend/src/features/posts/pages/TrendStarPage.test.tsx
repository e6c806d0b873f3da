import { screen } from '@testing-library/react';
import { installFakeIntersectionObserver } from '../../../test/fakeBrowserApis';
import { mockApi, notAuthenticated } from '../../../test/mockApi';
import { makeTryOnFeedItem } from '../../../test/posts';
import { renderRoute } from '../../../test/renderRoute';
import { makeUser } from '../../../test/users';

jest.setTimeout(30_000);
beforeEach(() => installFakeIntersectionObserver());

const trendstar = makeUser({ id: 'author-1', username: 'meera_s', displayName: 'Meera Shah', role: 'trendstar' });

describe('TrendStar page', () => {
  it("shows the TrendStar's name and only their posts", async () => {
    const { requests } = mockApi({
      'GET /api/users/me': notAuthenticated,
      'GET /api/users/username/meera_s': { body: trendstar },
      'GET /api/feed': { body: { posts: [makeTryOnFeedItem()], nextCursor: null } },
    });
    renderRoute('/trendstar/meera_s');
    expect(await screen.findByRole('heading', { name: 'Meera Shah' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/trend-stars');
    await screen.findByRole('article', { name: 'Post by Meera Shah' });
    const feed = requests.find((request) => request.url.includes('/api/feed'));
    expect(new URL(feed?.url ?? '').searchParams.get('trendstar')).toBe('meera_s');
  });

  it('says when the TrendStar has no posts yet', async () => {
    mockApi({
      'GET /api/users/me': notAuthenticated,
      'GET /api/users/username/meera_s': { body: trendstar },
      'GET /api/feed': { body: { posts: [], nextCursor: null } },
    });
    renderRoute('/trendstar/meera_s');
    expect(await screen.findByText('No posts yet', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText("This TrendStar hasn't posted any try-ons yet. Check back later!")).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Your First Try-On' })).not.toBeInTheDocument();
  });

  it.each([
    [
      'an unknown username',
      { status: 404, body: { statusCode: 404, code: 'user_not_found', message: 'User not found' } },
    ],
    ['a user who is not a TrendStar', { body: makeUser({ username: 'meera_s' }) }],
  ])('shows TrendStar not found for %s', async (_case, answer) => {
    mockApi({ 'GET /api/users/me': notAuthenticated, 'GET /api/users/username/meera_s': answer });
    const { user, router } = renderRoute('/trendstar/meera_s');
    expect(await screen.findByText('TrendStar not found', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go back to TrendStars' }));
    expect(router.state.location.pathname).toBe('/trend-stars');
  });
});
