import { act, configure, screen, waitFor, within } from '@testing-library/react';
import type { TrendstarSummaryDto } from '../../../api/generated/tvtApi';
import { installFakeIntersectionObserver } from '../../../test/fakeBrowserApis';
import { mockApi, notAuthenticated } from '../../../test/mockApi';
import { renderRoute } from '../../../test/renderRoute';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);

function trendstar(index: number, overrides: Partial<TrendstarSummaryDto> = {}): TrendstarSummaryDto {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    username: `star_${index}`,
    displayName: `Star ${index}`,
    avatar: '',
    verified: true,
    followers: 1000 - index,
    ...overrides,
  };
}

const trendstarsPath = 'GET /api/users/trendstars';

describe('TrendStars list', () => {
  it('shows cards, loads the next page at the sentinel, searches after a pause and says when none match', async () => {
    const Observer = installFakeIntersectionObserver();
    const { requests } = mockApi({
      'GET /api/users/me': notAuthenticated,
      [trendstarsPath]: (request) => {
        const url = new URL(request.url);
        const cursor = url.searchParams.get('cursor');
        const search = url.searchParams.get('search');
        if (search === 'zzz') return { body: { trendstars: [], nextCursor: null } };
        if (search === 'priya')
          return {
            body: { trendstars: [trendstar(7, { username: 'priya_s', displayName: 'Priya' })], nextCursor: null },
          };
        if (cursor === '0') return { body: { trendstars: [trendstar(1), trendstar(2)], nextCursor: 'page-2' } };
        if (cursor === 'page-2')
          return { body: { trendstars: [trendstar(3, { displayName: null })], nextCursor: null } };
        return { status: 400, body: { message: 'bad cursor' } };
      },
    });
    const trendstarRequests = () =>
      requests
        .filter((request) => request.url.includes('/api/users/trendstars'))
        .map((request) => new URL(request.url).search);
    const { user } = renderRoute('/trend-stars');

    const first = await screen.findByRole('link', { name: 'Star 1, @star_1, 999 followers' });
    expect(first).toHaveAttribute('href', '/trendstar/star_1');
    expect(within(first).getByText('@star_1')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search TrendStars...')).toBeInTheDocument();
    expect(trendstarRequests()).toEqual(['?cursor=0']);

    // The sentinel watches once the next cursor is known; scrolling again later loads nothing twice.
    await waitFor(() => {
      act(() => Observer.scrollIntoView());
      // No display name: the username stands in.
      expect(screen.getByRole('link', { name: 'star_3, @star_3, 997 followers' })).toBeInTheDocument();
    });
    expect(screen.getAllByRole('link', { name: /followers$/ })).toHaveLength(3);
    expect(trendstarRequests()).toEqual(['?cursor=0', '?cursor=page-2']);

    await user.type(screen.getByRole('searchbox', { name: 'Search TrendStars' }), 'priya');
    expect(await screen.findByRole('link', { name: 'Priya, @priya_s, 993 followers' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Star 1/ })).not.toBeInTheDocument();
    // Typing five letters quickly makes one request, after the pause.
    expect(trendstarRequests()).toEqual(['?cursor=0', '?cursor=page-2', '?cursor=0&search=priya']);

    await user.clear(screen.getByRole('searchbox', { name: 'Search TrendStars' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search TrendStars' }), 'zzz');
    expect(await screen.findByText('No TrendStars found')).toBeInTheDocument();
  });

  it('shows skeleton cards while loading and the error text when the list fails', async () => {
    installFakeIntersectionObserver();
    let fail: () => void = () => undefined;
    mockApi({
      'GET /api/users/me': notAuthenticated,
      [trendstarsPath]: () =>
        new Promise((resolve) => {
          fail = () =>
            resolve({ status: 400, body: { statusCode: 400, code: 'validation_error', message: 'Invalid input' } });
        }),
    });
    renderRoute('/trend-stars');
    await waitFor(() => expect(screen.getAllByTestId('trendstar-skeleton')).toHaveLength(12));
    act(() => fail());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch TrendStars');
  });
});
