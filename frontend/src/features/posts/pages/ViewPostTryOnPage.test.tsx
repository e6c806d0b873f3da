import { screen, within } from '@testing-library/react';
import { mockApi } from '../../../test/mockApi';
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

describe('try-on post', () => {
  it('lets the owner delete it after confirmation, then goes to the profile', async () => {
    mockApi({
      'GET /api/users/me': { body: makeUser() },
      'GET /api/posts/try-on/asha_k/post9': { body: { post } },
      'DELETE /api/posts/post9': { body: { message: 'Deleted' } },
      'GET /api/users/asha_k/try-ons': { body: { tryOns: [] } },
    });
    const { user, router } = renderRoute('/view-post-try-on/asha_k/post9');
    expect(await screen.findByText('Linen day')).toBeInTheDocument();
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
});
