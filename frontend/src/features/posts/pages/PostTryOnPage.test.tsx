import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '../../../test/mockApi';
import { renderRoute } from '../../../test/renderRoute';
import { makeUser } from '../../../test/users';

const tryOn = {
  id: 'job1',
  timestamp: '1700000000000',
  path: '/uploads/asha_k/try-on/1700000000000_job1.png',
  garmentPath: '/uploads/asha_k/try-on/1700000000000/cloth_image.png',
  originalPersonPath: '/me.png',
  createdAt: '2025-01-01T00:00:00Z',
  owner: { username: 'asha_k' },
  postId: null,
};

function handlers(role: 'default' | 'trendstar', onPost?: (body: unknown) => void) {
  return {
    'GET /api/users/me': { body: makeUser({ role }) },
    'GET /api/virtual-try-on/1700000000000/job1': { body: tryOn },
    'POST /api/posts/try-on': async (request: Request) => {
      onPost?.(await request.json());
      return { status: 201, body: { post: { id: 'post9' } } };
    },
    'GET /api/posts/try-on/asha_k/post9': {
      body: {
        post: {
          id: 'post9',
          user: { id: makeUser().id, username: 'asha_k', displayName: 'Asha Kapoor', avatar: null, verified: false },
          createdAt: '2025-01-01T00:00:00Z',
          garmentImage: tryOn.garmentPath,
          tryOnImage: tryOn.path,
          originalTryOnId: '1700000000000_job1',
          caption: 'Linen day',
          tags: ['#tvt', '#tryon', '#linen'],
          visibility: 'friends',
          likes: 0,
          isLiked: false,
          commentsCount: 0,
        },
      },
    },
  };
}

describe('create post from a try-on', () => {
  it('keeps the default tags, adds # to new ones, needs a caption, and posts for friends', async () => {
    let sent: unknown;
    mockApi(handlers('default', (body) => (sent = body)));
    const { user, router } = renderRoute('/post-try-on?id=1700000000000_job1');

    expect(await screen.findByRole('img', { name: 'Try-on' })).toHaveAttribute('src', tryOn.path);
    const visibility = screen.getByRole('radiogroup', { name: 'Visibility' });
    expect(within(visibility).getByRole('radio', { name: 'Friends' })).toBeChecked();
    // Both choices are shown; Public is disabled and says why.
    const publicChoice = within(visibility).getByRole('radio', { name: 'Public' });
    expect(publicChoice).toBeDisabled();
    expect(publicChoice).toHaveAccessibleDescription('Public posts are available to TrendStars.');

    const tags = screen.getByLabelText('Tags');
    expect(within(tags).getByText('#tvt')).toBeInTheDocument();
    expect(within(tags).getByText('#tryon')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Add a tag'), 'linen{Enter}#Linen{Enter}tvt{Enter}');
    expect(
      within(tags)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['#linen']);
    expect(within(tags).getByText('#tvt').closest('[role="button"]')).toBeNull();
    await user.click(screen.getByLabelText('Add a tag'));
    await user.keyboard('{Backspace}{Backspace}{Backspace}');
    expect(within(tags).queryByText('#linen')).not.toBeInTheDocument();
    expect(within(tags).getByText('#tvt')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Add a tag'), 'linen{Enter}');

    await user.click(screen.getByRole('button', { name: 'Share Post' }));
    expect(screen.getByText('Caption is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Caption/), 'Linen day');
    await user.click(screen.getByRole('button', { name: 'Share Post' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/view-post-try-on/asha_k/post9'));
    expect(await screen.findByText('Linen day', { selector: 'p' }, { timeout: 3000 })).toBeInTheDocument();
    expect(sent).toEqual({
      caption: 'Linen day',
      tryOnId: '1700000000000_job1',
      visibility: 'friends',
      tags: ['#tvt', '#tryon', '#linen'],
    });
  });

  it('offers public to a TrendStar, as the default', async () => {
    mockApi(handlers('trendstar'));
    renderRoute('/post-try-on?id=1700000000000_job1');
    const visibility = await screen.findByRole('radiogroup', { name: 'Visibility' });
    expect(within(visibility).getByRole('radio', { name: 'Public' })).toBeChecked();
    expect(within(visibility).getByRole('radio', { name: 'Friends' })).not.toBeChecked();
  });

  it('sends an id without an underscore home with Invalid try-on ID format', async () => {
    mockApi({ 'GET /api/users/me': { body: makeUser() } });
    const { router } = renderRoute('/post-try-on?id=job1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid try-on ID format');
    expect(router.state.location.pathname).toBe('/');
  });
});
