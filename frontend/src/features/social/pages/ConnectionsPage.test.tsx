import { configure, screen, waitFor } from '@testing-library/react';
import type { UserSummaryDto } from '../../../api/generated/tvtApi';
import { mockApi } from '../../../test/mockApi';
import { renderRoute } from '../../../test/renderRoute';
import { makeUser } from '../../../test/users';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60000);

const viewer = makeUser();
const priya = makeUser({ id: 'p-1', username: 'priya_s', displayName: 'Priya Sharma', followers: 21, following: 0 });

function person(index: number): UserSummaryDto {
  return { id: `f-${index}`, username: `fan_${index}`, displayName: `Fan ${index}`, avatar: '', verified: false };
}

describe('connections', () => {
  it('lists followers 20 at a time with follow buttons, and says when a tab is empty', async () => {
    const followers = [viewer, ...Array.from({ length: 20 }, (_, index) => person(index + 1))].map(
      ({ id, username, displayName, avatar, verified }) => ({ id, username, displayName, avatar, verified }),
    );
    const { requests } = mockApi({
      'GET /api/users/me': { body: viewer },
      'GET /api/users/username/priya_s': { body: priya },
      'GET /api/users/p-1/followers': (request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return { body: { users: followers.slice((page - 1) * 20, page * 20), total: 21, page, limit: 20 } };
      },
      'GET /api/users/p-1/following': { body: { users: [], total: 0, page: 1, limit: 20 } },
      ...Object.fromEntries(
        followers.map((follower) => [`GET /api/users/${follower.id}/follow-status`, { body: { isFollowing: false } }]),
      ),
    });
    const { user } = renderRoute('/u/priya_s/connections');

    expect(await screen.findByRole('tab', { name: 'Followers (21)', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Following (0)' })).toBeInTheDocument();
    // Text queries: role queries over 20 rows are slow on a busy machine.
    expect((await screen.findByText('@asha_k')).closest('a')).toHaveAttribute('href', '/u/asha_k');
    // No follow button on one's own row: 19 other people on page 1.
    await waitFor(() => expect(screen.getAllByText('Follow', { selector: 'button' })).toHaveLength(19));

    await user.click(screen.getByText('Load more'));
    expect((await screen.findByText('@fan_20')).closest('a')).toHaveAttribute('href', '/u/fan_20');
    expect(screen.queryByText('Load more')).not.toBeInTheDocument();
    expect(
      requests.filter((request) => request.url.includes('/followers')).map((request) => new URL(request.url).search),
    ).toEqual(['?page=1&limit=20', '?page=2&limit=20']);

    await user.click(screen.getByRole('tab', { name: 'Following (0)' }));
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('also answers at /connections/{username}', async () => {
    mockApi({
      'GET /api/users/me': { body: viewer },
      'GET /api/users/username/priya_s': { body: priya },
      'GET /api/users/p-1/followers': { body: { users: [], total: 0, page: 1, limit: 20 } },
    });
    renderRoute('/connections/priya_s');
    expect(await screen.findByRole('tab', { name: 'Followers (21)', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });
});
