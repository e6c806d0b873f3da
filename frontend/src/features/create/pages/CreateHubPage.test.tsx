import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { mockApi } from '../../../test/mockApi';
import { renderRoute } from '../../../test/renderRoute';
import { makeUser } from '../../../test/users';

describe('create hub', () => {
  it('opens the TrendStar dialog for a Trender and shows Create Contest as Coming Soon', async () => {
    mockApi({ 'GET /api/users/me': { body: makeUser() } });
    const { user, router } = renderRoute('/create');

    await user.click(await screen.findByRole('button', { name: /Create Product/ }));
    const dialog = screen.getByRole('dialog', { name: 'TrendStar Access Required' });
    expect(dialog).toHaveTextContent('Create and sell custom virtual try-on products');
    expect(dialog).toHaveTextContent('Get featured on the TrendStars page');
    expect(dialog).toHaveTextContent('Get more followers to increase sales');
    await user.click(within(dialog).getByRole('button', { name: 'Maybe Later' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));

    expect(screen.getByRole('button', { name: /Create Contest/ })).toBeDisabled();
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Create Product/ }));
    await user.click(screen.getByRole('button', { name: 'Apply as TrendStar' }));
    expect(router.state.location.pathname).toBe('/apply-trendstar');
  });

  it('sends a TrendStar straight to Create Product and a Trender away from Create Contest', async () => {
    mockApi({ 'GET /api/users/me': { body: makeUser({ role: 'trendstar' }) } });
    const { user, router } = renderRoute('/create');
    await user.click(await screen.findByRole('button', { name: /Virtual Try-On/ }));
    expect(router.state.location.pathname).toBe('/create-try-on');
  });

  it('redirects a Trender from /create-contest to /create', async () => {
    mockApi({ 'GET /api/users/me': { body: makeUser() } });
    const { router } = renderRoute('/create-contest');
    expect(await screen.findByRole('heading', { name: 'Create' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/create');
  });

  it('shows the contest placeholder to a TrendStar', async () => {
    mockApi({ 'GET /api/users/me': { body: makeUser({ role: 'trendstar' }) } });
    renderRoute('/create-contest');
    expect(await screen.findByText('Contest creation feature coming soon...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/create');
  });
});
