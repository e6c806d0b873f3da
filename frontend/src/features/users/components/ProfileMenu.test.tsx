import { screen } from '@testing-library/react';
import { mockApi } from '../../../test/mockApi';
import { renderRoute } from '../../../test/renderRoute';
import { makeUser } from '../../../test/users';

const noTryOns = {
  'GET /api/users/asha_k/try-ons': { body: { tryOns: [] } },
  'GET /api/users/asha_k/try-ons/posts': { body: { posts: [] } },
};

describe('profile menu', () => {
  it('offers Apply as TrendStar to a Trender', async () => {
    mockApi({ 'GET /api/users/me': { body: makeUser() }, ...noTryOns });
    const { user, router } = renderRoute('/profile');
    await user.click(await screen.findByRole('button', { name: 'Profile menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Apply as TrendStar' }));
    expect(router.state.location.pathname).toBe('/apply-trendstar');
  });

  it('hides Apply as TrendStar from a TrendStar', async () => {
    mockApi({ 'GET /api/users/me': { body: makeUser({ role: 'trendstar', verified: true }) }, ...noTryOns });
    const { user } = renderRoute('/profile');
    await user.click(await screen.findByRole('button', { name: 'Profile menu' }));
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Apply as TrendStar' })).not.toBeInTheDocument();
  });

  it('offers View My Orders to everyone and View My Sales to TrendStars only', async () => {
    mockApi({ 'GET /api/users/me': { body: makeUser() }, ...noTryOns });
    const trender = renderRoute('/profile');
    await trender.user.click(await screen.findByRole('button', { name: 'Profile menu' }));
    expect(screen.queryByRole('menuitem', { name: 'View My Sales' })).not.toBeInTheDocument();
    await trender.user.click(screen.getByRole('menuitem', { name: 'View My Orders' }));
    expect(trender.router.state.location.pathname).toBe('/user-orders');
    trender.unmount();

    mockApi({ 'GET /api/users/me': { body: makeUser({ role: 'trendstar', verified: true }) }, ...noTryOns });
    const trendStar = renderRoute('/profile');
    await trendStar.user.click(await screen.findByRole('button', { name: 'Profile menu' }));
    expect(screen.getByRole('menuitem', { name: 'View My Orders' })).toBeInTheDocument();
    await trendStar.user.click(screen.getByRole('menuitem', { name: 'View My Sales' }));
    expect(trendStar.router.state.location.pathname).toBe('/trendstar-sales');
  });
});
