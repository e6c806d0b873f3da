import { screen, within } from '@testing-library/react';
import { installFakeIntersectionObserver } from '../../../test/fakeBrowserApis';
import { mockApi, notAuthenticated } from '../../../test/mockApi';
import { makeTryOnFeedItem } from '../../../test/posts';
import { renderRoute } from '../../../test/renderRoute';

jest.setTimeout(30_000);

beforeEach(() => installFakeIntersectionObserver());

afterEach(() => {
  delete (navigator as { share?: unknown }).share;
});

async function shareFirstPost() {
  mockApi({
    'GET /api/users/me': notAuthenticated,
    'GET /api/feed': { body: { posts: [makeTryOnFeedItem()], nextCursor: null } },
  });
  // user-event puts its own clipboard in place of the browser's.
  const { user } = renderRoute('/');
  const card = await screen.findByRole('article', { name: 'Post by Meera Shah' }, { timeout: 5000 });
  await user.click(within(card).getByRole('button', { name: 'Share' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Share link' }, { timeout: 5000 }));
}

const postLink = `${window.location.origin}/view-post-try-on/meera_s/post-1`;

describe('sharing a post', () => {
  it('copies the link when the device has no share sheet', async () => {
    await shareFirstPost();
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(postLink);
  });

  it('tries the share sheet, then the link alone, then the clipboard', async () => {
    const shared: ShareData[] = [];
    navigator.share = async (data?: ShareData) => {
      shared.push(data ?? {});
      throw new DOMException('Not allowed', 'NotAllowedError');
    };
    await shareFirstPost();
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
    expect(shared).toEqual([
      { title: 'TVT', text: 'Check out this try-on! Linen for the monsoon', url: postLink },
      { url: postLink },
    ]);
    expect(await navigator.clipboard.readText()).toBe(postLink);
  });

  it('ignores a cancelled share silently', async () => {
    navigator.share = async () => {
      throw new DOMException('Cancelled', 'AbortError');
    };
    await shareFirstPost();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await navigator.clipboard.readText()).toBe('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Link copied to clipboard!')).not.toBeInTheDocument();
  });
});
