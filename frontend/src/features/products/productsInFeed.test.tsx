import { screen, within } from '@testing-library/react';
import { installFakeIntersectionObserver } from '../../test/fakeBrowserApis';
import { mockApi } from '../../test/mockApi';
import { makeComment, makeProductFeedItem } from '../../test/posts';
import { renderRoute } from '../../test/renderRoute';
import { makeUser } from '../../test/users';

// Each test renders the whole app with its lazy routes: slow on a busy machine.
jest.setTimeout(60_000);
beforeEach(() => installFakeIntersectionObserver());

const product = makeProductFeedItem({
  title: 'Block-print kurta',
  actualPrice: '1999.00',
  discountPrice: null,
  likes: 4,
  commentsCount: 1,
});

describe('products in the feed', () => {
  it("likes a product card and reads its comments on the product's own routes", async () => {
    const { requests } = mockApi({
      'GET /api/users/me': { body: makeUser() },
      'GET /api/feed': { body: { posts: [product], nextCursor: null } },
      'POST /api/products/product-1/like': { body: { isLiked: true, likes: 5 } },
      'GET /api/products/product-1/comments': {
        body: { comments: [makeComment({ text: 'Is it cotton?' })], nextCursor: null },
      },
      'GET /api/products/product-1/likes/users': {
        body: {
          users: [{ id: 'u1', username: 'ravi_k', displayName: 'Ravi', avatar: '', verified: false }],
          total: 1,
          hasMore: false,
        },
      },
    });
    const { user } = renderRoute('/');
    const card = await screen.findByRole('article', { name: 'Post by Meera Shah' });

    await user.click(within(card).getByRole('button', { name: 'Like' }));
    expect(await within(card).findByRole('button', { name: '5 likes' })).toBeInTheDocument();
    expect(requests.some((request) => new URL(request.url).pathname.startsWith('/api/posts/'))).toBe(false);

    await user.click(within(card).getByRole('button', { name: '1 comment' }));
    expect(await within(card).findByText('Is it cotton?')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: '5 likes' }));
    const likedBy = await screen.findByRole('dialog', { name: /Liked by/ });
    expect(await within(likedBy).findByText('@ravi_k')).toBeInTheDocument();
  });
});
