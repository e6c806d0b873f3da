import { screen, waitFor, within } from '@testing-library/react';
import { installFakeIntersectionObserver } from '../../../test/fakeBrowserApis';
import { mockApi, notAuthenticated } from '../../../test/mockApi';
import { makeComment, makeTryOnFeedItem } from '../../../test/posts';
import { renderRoute } from '../../../test/renderRoute';
import { makeUser } from '../../../test/users';

// Each test renders the whole app with its lazy routes: slow on a busy machine.
jest.setTimeout(60_000);
beforeEach(() => installFakeIntersectionObserver());

const reply = makeComment({
  id: 'reply-1',
  parentId: 'comment-1',
  text: 'Thank you!',
  user: { id: 'author-1', username: 'meera_s', displayName: 'Meera Shah', avatar: '', verified: true },
});
const thread = makeComment({ repliesCount: 1, replies: [reply] });

async function openComments(options: { signedIn?: boolean; addAnswer?: { status: number; body: unknown } } = {}) {
  const sent: Array<{ path: string; body: unknown }> = [];
  const api = mockApi({
    'GET /api/users/me': options.signedIn === false ? notAuthenticated : { body: makeUser() },
    'GET /api/feed': {
      body: {
        posts: [
          makeTryOnFeedItem(),
          makeTryOnFeedItem({
            id: 'post-2',
            caption: 'Second look',
            user: { id: 'author-4', username: 'dev_p', displayName: 'Dev Patel', avatar: '', verified: false },
          }),
        ],
        nextCursor: null,
      },
    },
    'GET /api/posts/post-1/comments': { body: { comments: [thread], nextCursor: null } },
    'GET /api/posts/post-2/comments': { body: { comments: [], nextCursor: null } },
    'POST /api/posts/post-1/comments': async (request) => {
      sent.push({ path: new URL(request.url).pathname, body: await request.json() });
      return options.addAnswer ?? { status: 201, body: makeComment({ id: 'comment-new' }) };
    },
    'POST /api/posts/post-1/comments/comment-1/replies': async (request) => {
      sent.push({ path: new URL(request.url).pathname, body: await request.json() });
      return { status: 201, body: makeComment({ id: 'reply-new', parentId: 'comment-1' }) };
    },
    'POST /api/post-comments/comment-1/like': {
      status: 404,
      body: { statusCode: 404, code: 'comment_not_found', message: 'Comment not found' },
    },
  });
  const view = renderRoute('/');
  const card = await screen.findByRole('article', { name: 'Post by Meera Shah' }, { timeout: 5000 });
  await view.user.click(within(card).getByRole('button', { name: '2 comments' }));
  const panel = await within(card).findByRole('region', { name: 'Comments' }, { timeout: 5000 });
  await within(panel).findByText('Looks great!');
  return { ...view, ...api, card, panel, sent };
}

const feedRequests = (requests: Request[]) => requests.filter((request) => request.url.includes('/api/feed')).length;
const commentRequests = (requests: Request[]) =>
  requests.filter((request) => request.method === 'GET' && request.url.includes('/post-1/comments')).length;

describe('comments panel', () => {
  it('sends with Enter but not Shift+Enter, never blank, then clears and refetches comments and feed', async () => {
    const { user, panel, sent, requests } = await openComments();
    const input = within(panel).getByRole('textbox', { name: 'Write a comment' });
    const send = within(panel).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(input, '   ');
    expect(send).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'So good{Shift>}{Enter}{/Shift}');
    expect(sent).toHaveLength(0);
    expect(send).toBeEnabled();
    const feedsBefore = feedRequests(requests);
    await user.type(input, 'in blue{Enter}');
    expect(await screen.findByText('Comment added successfully')).toBeInTheDocument();
    expect(sent).toEqual([{ path: '/api/posts/post-1/comments', body: { text: 'So good\nin blue' } }]);
    expect(input).toHaveValue('');
    // The refetches follow the answer: wait for them rather than assume they already left.
    await waitFor(() => expect(commentRequests(requests)).toBe(2));
    await waitFor(() => expect(feedRequests(requests)).toBe(feedsBefore + 1));
  });

  it('keeps the text and says why when the comment is refused', async () => {
    const { user, panel } = await openComments({
      addAnswer: {
        status: 400,
        body: { statusCode: 400, code: 'validation_error', message: 'Comment text is required' },
      },
    });
    const input = within(panel).getByRole('textbox', { name: 'Write a comment' });
    await user.type(input, 'Hello{Enter}');
    expect(await screen.findByText('Failed to add comment: Comment text is required')).toBeInTheDocument();
    expect(input).toHaveValue('Hello');
  });

  it('toggles replies with "1 reply" and answers a reply on its top-level comment', async () => {
    const { user, panel, sent } = await openComments();
    expect(within(panel).queryByText('Thank you!')).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: '1 reply' }));
    const replies = within(panel).getByRole('list', { name: 'Replies' });
    const replyItem = within(replies).getByRole('article', { name: 'Comment by Meera Shah' });
    await user.click(within(replyItem).getByRole('button', { name: 'Reply' }));
    expect(within(panel).getByText('Replying to @meera_s')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(within(panel).queryByText('Replying to @meera_s')).not.toBeInTheDocument();
    await user.click(within(replyItem).getByRole('button', { name: 'Reply' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Write a reply' }), 'Welcome{Enter}');
    expect(await screen.findByText('Reply added successfully')).toBeInTheDocument();
    expect(sent).toEqual([{ path: '/api/posts/post-1/comments/comment-1/replies', body: { text: 'Welcome' } }]);
    expect(within(panel).queryByText('Replying to @meera_s')).not.toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Write a comment' })).toHaveValue('');
  });

  it('rolls a comment like back with the reason', async () => {
    const { user, panel } = await openComments();
    const comment = within(panel).getByRole('article', { name: 'Comment by Ravi Kumar' });
    await user.click(within(comment).getByRole('button', { name: 'Like comment' }));
    expect(await screen.findByText('Failed to like comment: Comment not found')).toBeInTheDocument();
    expect(within(comment).getByTestId('comment-likes')).toHaveTextContent('1');
    expect(within(comment).getByRole('button', { name: 'Like comment' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps one panel open at a time', async () => {
    const { user, card } = await openComments();
    const second = screen.getByRole('article', { name: 'Post by Dev Patel' });
    await user.click(within(second).getByRole('button', { name: '2 comments' }));
    expect(
      await within(second).findByText('No comments yet. Be the first to comment!', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('region', { name: 'Comments' })).not.toBeInTheDocument();
  });

  it('shows comments to a guest without the input', async () => {
    const { panel } = await openComments({ signedIn: false });
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
  });
});
