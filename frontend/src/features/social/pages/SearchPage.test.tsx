import { configure, screen } from '@testing-library/react';
import { mockApi } from '../../../test/mockApi';
import { renderRoute } from '../../../test/renderRoute';
import { makeUser } from '../../../test/users';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);

describe('search', () => {
  it('searches after a pause, only for a non-empty query, and links results to profiles', async () => {
    const { requests } = mockApi({
      'GET /api/users/me': { body: makeUser() },
      'GET /api/users/search': (request) => {
        const query = new URL(request.url).searchParams.get('q');
        if (query === 'pri')
          return {
            body: {
              users: [
                { id: 'u1', username: 'priya_s', displayName: 'Priya Sharma', avatar: '/a.png', verified: true },
                { id: 'u2', username: 'prisha', displayName: null, avatar: '', verified: false },
              ],
            },
          };
        return { body: { users: [] } };
      },
    });
    const searches = () => requests.filter((request) => request.url.includes('/api/users/search'));
    const { user } = renderRoute('/search');

    const box = await screen.findByRole('searchbox', { name: 'Search people' });
    await user.type(box, '   ');
    expect(await screen.findByText('Find people by their name or username')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searches()).toHaveLength(0);

    await user.clear(box);
    await user.type(box, 'pri');
    const priya = await screen.findByRole('link', { name: /Priya Sharma/ });
    expect(priya).toHaveAttribute('href', '/u/priya_s');
    expect(priya).toHaveTextContent('@priya_s');
    expect(priya.querySelector('img')).toHaveAttribute('src', '/a.png');
    expect(screen.getByRole('link', { name: /@prisha$/ })).toHaveAttribute('href', '/u/prisha');
    expect(searches().map((request) => new URL(request.url).search)).toEqual(['?q=pri']);

    await user.type(box, 'zz');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });
});
