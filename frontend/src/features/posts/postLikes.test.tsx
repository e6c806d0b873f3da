import { act, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { installFakeIntersectionObserver } from '../../test/fakeBrowserApis';
import { mockApi, notAuthenticated, type MockAnswer } from '../../test/mockApi';
import { makeTryOnFeedItem } from '../../test/posts';
import { renderRoute } from '../../test/renderRoute';
import { makeUser } from '../../test/users';

// Each test renders the whole app with its lazy routes: slow on a busy machine.
jest.setTimeout(30_000);
beforeEach(() => installFakeIntersectionObserver());

function deferred() {
  let resolve: (answer: MockAnswer) => void = () => undefined;
  const promise = new Promise<MockAnswer>((done) => (resolve = done));
  return { promise, resolve };
}

async function openFeed(likeAnswer: () => MockAnswer | Promise<MockAnswer>, signedIn = true) {
  const api = mockApi({
    'GET /api/users/me': signedIn ? { body: makeUser() } : notAuthenticated,
    'GET /api/feed': { body: { posts: [makeTryOnFeedItem()], nextCursor: null } },
    'POST /api/posts/post-1/like': likeAnswer,
  });
  const view = renderRoute('/');
  const card = await screen.findByRole('article', { name: 'Post by Meera Shah' }, { timeout: 5000 });
  return { ...view, ...api, card };
}

describe('post likes', () => {
  it('flips the like and the count at once, then keeps the server answer', async () => {
    const answer = deferred();
    const { user, card } = await openFeed(() => answer.promise);
    await user.click(within(card).getByRole('button', { name: 'Like' }));
    // Before the server answers (the answer is held back): the flip is optimistic.
    expect(await within(card).findByRole('button', { name: 'Unlike' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(card).getByRole('button', { name: '5 likes' })).toBeInTheDocument();
    await act(async () => answer.resolve({ body: { isLiked: true, likes: 9 } }));
    expect(await within(card).findByRole('button', { name: '9 likes' })).toBeInTheDocument();
  });

  it('rolls back and says why when the server refuses', async () => {
    const answer = deferred();
    const { user, card } = await openFeed(() => answer.promise);
    await user.click(within(card).getByRole('button', { name: 'Like' }));
    expect(await within(card).findByRole('button', { name: '5 likes' })).toBeInTheDocument();
    await act(async () =>
      answer.resolve({ status: 404, body: { statusCode: 404, code: 'post_not_found', message: 'Post not found' } }),
    );
    expect(await screen.findByText('Failed to like post: Post not found')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: '4 likes' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('sends a guest to the login with a redirect, without calling the server', async () => {
    const { user, card, requests, router } = await openFeed(() => ({ body: { isLiked: true, likes: 5 } }), false);
    await user.click(within(card).getByRole('button', { name: 'Like' }));
    expect(await screen.findByText('Authentication required')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/auth/login?redirect=%2F');
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('likes on a double tap of the try-on image with a heart, and never unlikes that way', async () => {
    const { user, card, requests } = await openFeed(() => ({ body: { isLiked: true, likes: 5 } }));
    await user.dblClick(within(card).getByTestId('try-on-image'));
    const heart = within(card).getByTestId('like-heart');
    expect(await within(card).findByRole('button', { name: '5 likes' })).toBeInTheDocument();
    // Part 1 §9: the heart shows for 1 s.
    const shown = Date.now();
    await waitForElementToBeRemoved(heart, { timeout: 3000 });
    expect(Date.now() - shown).toBeLessThan(1500);
    await user.dblClick(within(card).getByTestId('try-on-image'));
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(within(card).getByRole('button', { name: 'Unlike' })).toBeInTheDocument();
  });
});
