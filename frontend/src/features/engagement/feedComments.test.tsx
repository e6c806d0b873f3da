import { screen, waitFor, within } from '@testing-library/react';
import { installFakeIntersectionObserver } from '../../test/fakeBrowserApis';
import { mockApi } from '../../test/mockApi';
import { makeComment, makeProductFeedItem, makeTryOnFeedItem } from '../../test/posts';
import { renderRoute } from '../../test/renderRoute';
import { makeUser } from '../../test/users';

// Each test renders the whole app with its lazy routes: slow on a busy machine.
jest.setTimeout(30_000);
beforeEach(() => installFakeIntersectionObserver());

const product = makeProductFeedItem({
  title: 'Linen Kurta',
  actualPrice: '1499.00',
  discountPrice: null,
  commentsCount: 1,
});

// Part 1 §4, for posts and products alike: after a comment is posted, the comment list and the feed are read again.
describe.each([
  { name: 'post', item: makeTryOnFeedItem({ commentsCount: 1 }), path: '/api/posts/post-1' },
  { name: 'product', item: product, path: '/api/products/product-1' },
])('a comment on a $name in the feed', ({ item, path }) => {
  it('shows the new comment, counts it and reads the feed again', async () => {
    let comments = [makeComment({ id: 'comment-1', text: 'First!' })];
    const { requests } = mockApi({
      'GET /api/users/me': { body: makeUser() },
      'GET /api/feed': () => ({ body: { posts: [{ ...item, commentsCount: comments.length }], nextCursor: null } }),
      [`GET ${path}/comments`]: () => ({ body: { comments, nextCursor: null } }),
      [`POST ${path}/comments`]: () => {
        const added = makeComment({ id: 'comment-2', text: 'Where is it from?' });
        comments = [added, ...comments];
        return { status: 201, body: added };
      },
    });
    const { user } = renderRoute('/');
    const card = await screen.findByRole('article', { name: 'Post by Meera Shah' });

    await user.click(within(card).getByRole('button', { name: '1 comment' }));
    expect(await within(card).findByText('First!')).toBeInTheDocument();
    await user.type(within(card).getByRole('textbox', { name: 'Write a comment' }), 'Where is it from?');
    await user.click(within(card).getByRole('button', { name: 'Send' }));

    expect(await within(card).findByText('Where is it from?')).toBeInTheDocument();
    expect(await within(card).findByRole('button', { name: '2 comments' })).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.filter((request) => new URL(request.url).pathname === '/api/feed')).toHaveLength(2),
    );
  });
});
