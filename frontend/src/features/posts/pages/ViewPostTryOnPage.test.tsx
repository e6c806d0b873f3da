import { screen, within } from '@testing-library/react';
import { mockApi, notAuthenticated } from '../../../test/mockApi';
import { makeComment } from '../../../test/posts';
import { renderRoute } from '../../../test/renderRoute';
import { makeUser } from '../../../test/users';

const post = {
  id: 'post9',
  user: { id: makeUser().id, username: 'asha_k', displayName: 'Asha Kapoor', avatar: null, verified: false },
  createdAt: '2025-01-01T00:00:00Z',
  garmentImage: '/g.png',
  tryOnImage: '/t.png',
  originalTryOnId: '1700000000000_job1',
  caption: 'Linen day',
  tags: ['#tvt', '#tryon'],
  visibility: 'friends',
  likes: 3,
  isLiked: false,
  commentsCount: 2,
};

jest.setTimeout(30_000);

const noComments = { body: { comments: [], nextCursor: null } };

describe('try-on post', () => {
  it('lets the owner delete it after confirmation, then goes to the profile', async () => {
    mockApi({
      'GET /api/users/me': { body: makeUser() },
      'GET /api/posts/try-on/asha_k/post9': { body: { post } },
      'GET /api/posts/post9/comments': noComments,
      'DELETE /api/posts/post9': { body: { message: 'Deleted' } },
      'GET /api/users/asha_k/try-ons': { body: { tryOns: [] } },
    });
    const { user, router } = renderRoute('/view-post-try-on/asha_k/post9');
    expect(await screen.findByText('Linen day', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Try-on' })).toHaveAttribute('src', '/t.png');
    expect(screen.queryByRole('button', { name: 'Try Now' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Post' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Post deleted successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('offers Try Now to others, with the post as the reference garment', async () => {
    mockApi({
      'GET /api/users/me': { body: makeUser({ id: 'someone-else', username: 'ravi' }) },
      'GET /api/posts/try-on/asha_k/post9': { body: { post } },
      'GET /api/posts/post9/comments': noComments,
    });
    const { user, router } = renderRoute('/view-post-try-on/asha_k/post9');
    await user.click(await screen.findByRole('button', { name: 'Try Now' }));
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/create-try-on?post=post9');
  });

  it('shows Go back home when the post is not there', async () => {
    mockApi({
      'GET /api/users/me': { body: makeUser() },
      'GET /api/posts/try-on/asha_k/nope': {
        status: 404,
        body: { statusCode: 404, code: 'not_found', message: 'Post not found' },
      },
    });
    renderRoute('/view-post-try-on/asha_k/nope');
    expect(await screen.findByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
  });

  it('shows likes, Liked by, comments and share on /post/{id} to a guest', async () => {
    mockApi({
      'GET /api/users/me': notAuthenticated,
      'GET /api/posts/post9': { body: { post } },
      'GET /api/posts/post9/comments': { body: { comments: [makeComment()], nextCursor: null } },
      'GET /api/posts/post9/likes/users': {
        body: {
          users: [{ id: 'u2', username: 'ravi_k', displayName: 'Ravi Kumar', avatar: '', verified: false }],
          total: 1,
          hasMore: false,
        },
      },
    });
    const { user } = renderRoute('/post/post9');
    expect(await screen.findByText('Linen day', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('Looks great!', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Write a comment' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '3 likes' }));
    const dialog = await screen.findByRole('dialog', { name: /Liked by/ }, { timeout: 5000 });
    expect(await within(dialog).findByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View ravi_k' })).toHaveAttribute('href', '/u/ravi_k');
  });

  it('hides the View button of the signed-in user in Liked by', async () => {
    const me = makeUser();
    mockApi({
      'GET /api/users/me': { body: me },
      'GET /api/posts/post9': { body: { post } },
      'GET /api/posts/post9/comments': noComments,
      'GET /api/posts/post9/likes/users': {
        body: {
          users: [{ id: me.id, username: me.username, displayName: me.displayName, avatar: '', verified: false }],
          total: 1,
          hasMore: false,
        },
      },
    });
    const { user } = renderRoute('/post/post9');
    await user.click(await screen.findByRole('button', { name: '3 likes' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: /Liked by/ }, { timeout: 5000 });
    expect(await within(dialog).findByText('Asha Kapoor')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: /View/ })).not.toBeInTheDocument();
  });
});
