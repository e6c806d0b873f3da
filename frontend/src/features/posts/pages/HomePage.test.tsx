import { act, screen, within } from '@testing-library/react';
import { FakeIntersectionObserver, installFakeIntersectionObserver } from '../../../test/fakeBrowserApis';
import { mockApi, notAuthenticated } from '../../../test/mockApi';
import { makeProductFeedItem, makeTryOnFeedItem } from '../../../test/posts';
import { renderRoute } from '../../../test/renderRoute';
import { makeUser } from '../../../test/users';

// Each test renders the whole app with its lazy routes: slow on a busy machine.
jest.setTimeout(30_000);
beforeEach(() => installFakeIntersectionObserver());

describe('home feed', () => {
  it('shows the card of a try-on post to a guest', async () => {
    mockApi({
      'GET /api/users/me': notAuthenticated,
      'GET /api/feed': { body: { posts: [makeTryOnFeedItem()], nextCursor: null } },
    });
    renderRoute('/');
    // The first render loads the lazy route modules.
    const card = await screen.findByRole('article', { name: 'Post by Meera Shah' }, { timeout: 5000 });
    expect(within(card).getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '@meera_s' })).toHaveAttribute('href', '/u/meera_s');
    const tryOn = within(card).getByRole('img', { name: 'Try-on' });
    expect(tryOn).toHaveAttribute('src', '/uploads/t1-256.jpg');
    expect(tryOn).toHaveAttribute('srcset', '/uploads/t1-256.jpg 256w, /uploads/t1-1080.jpg 1080w');
    expect(tryOn).toHaveAttribute('loading', 'lazy');
    expect(within(card).getByRole('img', { name: 'Garment' })).toHaveAttribute('src', '/uploads/g1.jpg');
    expect(within(card).getByRole('button', { name: '4 likes' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: '2 comments' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Try This' })).toHaveAttribute('href', '/create-try-on?post=post-1');
    expect(within(card).getByText('Linen for the monsoon')).toBeInTheDocument();
    expect(within(card).getByText('#summer')).toBeInTheDocument();
  });

  it("asks a guest's current user once per page load", async () => {
    const { requests } = mockApi({
      'GET /api/users/me': notAuthenticated,
      'GET /api/feed': { body: { posts: [makeTryOnFeedItem()], nextCursor: null } },
    });
    renderRoute('/');
    await screen.findByRole('article', { name: 'Post by Meera Shah' }, { timeout: 5000 });
    // Let every lazily loaded part of the shell mount and ask what it needs.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(requests.filter((request) => new URL(request.url).pathname === '/api/users/me')).toHaveLength(1);
  });

  it('offers Try This on the posts of others, never on your own', async () => {
    const viewer = makeUser({ id: 'author-1', username: 'meera_s' });
    const other = makeTryOnFeedItem({
      id: 'post-2',
      user: { id: 'author-2', username: 'ravi_k', displayName: 'Ravi Kumar', avatar: '', verified: false },
    });
    mockApi({
      'GET /api/users/me': { body: viewer },
      'GET /api/feed': { body: { posts: [makeTryOnFeedItem(), other], nextCursor: null } },
    });
    renderRoute('/');
    const own = await screen.findByRole('article', { name: 'Post by Meera Shah' }, { timeout: 5000 });
    const others = screen.getByRole('article', { name: 'Post by Ravi Kumar' });
    expect(within(others).getByRole('link', { name: 'Try This' })).toHaveAttribute(
      'href',
      '/create-try-on?post=post-2',
    );
    expect(within(own).getByRole('button', { name: '4 likes' })).toBeInTheDocument();
    expect(within(own).queryByRole('link', { name: 'Try This' })).not.toBeInTheDocument();
  });

  it('shows a product card with rupee prices, the discount badge and Try & Buy; the username when no display name', async () => {
    const product = makeProductFeedItem({
      title: 'Block-print kurta',
      actualPrice: '125000.00',
      discountPrice: '99999.00',
      user: { id: 'author-3', username: 'kavya', displayName: null, avatar: '', verified: false },
    });
    mockApi({
      'GET /api/users/me': notAuthenticated,
      'GET /api/feed': { body: { posts: [product], nextCursor: null } },
    });
    renderRoute('/');
    const card = await screen.findByRole('article', { name: 'Post by kavya' });
    expect(within(card).getByText('Block-print kurta')).toBeInTheDocument();
    expect(within(card).getByText('₹99,999')).toBeInTheDocument();
    expect(within(card).getByText('₹1,25,000')).toHaveStyle({ textDecoration: 'line-through' });
    expect(within(card).getByText('20% OFF')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Try & Buy' })).toHaveAttribute('href', '/product/product-1');
    expect(within(card).queryByRole('img', { name: 'Verified' })).not.toBeInTheDocument();
  });

  it('shows the empty state with a way to create a first try-on', async () => {
    mockApi({
      'GET /api/users/me': { body: makeUser() },
      'GET /api/feed': { body: { posts: [], nextCursor: null } },
    });
    renderRoute('/');
    expect(await screen.findByText('No posts yet')).toBeInTheDocument();
    expect(
      screen.getByText('Follow some users or create your own try-on to start seeing posts in your feed!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your First Try-On' })).toHaveAttribute('href', '/create-try-on');
  });

  it('loads the next page with the cursor when the bottom sentinel comes into view', async () => {
    const { requests } = mockApi({
      'GET /api/users/me': notAuthenticated,
      'GET /api/feed': (request) =>
        new URL(request.url).searchParams.get('cursor') === 'page-2'
          ? { body: { posts: [makeTryOnFeedItem({ id: 'post-2', caption: 'Second page look' })], nextCursor: null } }
          : { body: { posts: [makeTryOnFeedItem()], nextCursor: 'page-2' } },
    });
    renderRoute('/');
    await screen.findByText('Linen for the monsoon');
    expect(screen.getByTestId('infinite-scroll-sentinel')).toBeInTheDocument();
    act(() => FakeIntersectionObserver.scrollIntoView());
    expect(await screen.findByText('Second page look')).toBeInTheDocument();
    // Both pages stay on screen, and the end of the feed has no sentinel.
    expect(screen.getByText('Linen for the monsoon')).toBeInTheDocument();
    expect(screen.queryByTestId('infinite-scroll-sentinel')).not.toBeInTheDocument();
    const feedUrls = requests
      .filter((request) => request.url.includes('/api/feed'))
      .map((request) => new URL(request.url));
    expect(feedUrls.map((url) => url.searchParams.get('cursor'))).toEqual([null, 'page-2']);
    expect(feedUrls[0].searchParams.get('limit')).toBe('10');
  });
});
