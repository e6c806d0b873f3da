import { screen, within } from '@testing-library/react';
import { mockApi } from '../../../test/mockApi';
import { makeAddress, makeOrder, sellerId, shippingAddressOf } from '../../../test/orders';
import { renderRoute } from '../../../test/renderRoute';
import { makeUser } from '../../../test/users';

const trendStar = makeUser({ id: sellerId, username: 'meera_s', role: 'trendstar', verified: true });

describe('My Sales', () => {
  it('shows each sale with where it ships and a link to the sale detail', async () => {
    mockApi({
      'GET /api/users/me': { body: trendStar },
      'GET /api/trendstar-orders': {
        body: {
          orders: [
            makeOrder({
              address: shippingAddressOf(
                makeAddress({ fullName: 'Ravi Kumar', city: 'Pune', state: 'Maharashtra', pincode: '411001' }),
              ),
            }),
          ],
          nextCursor: null,
        },
      },
    });
    renderRoute('/trendstar-sales');
    const sale = await screen.findByRole('article', { name: 'Order #3f2a9c1d' });
    expect(within(sale).getByText('Ship to: Ravi Kumar, Pune, Maharashtra - 411001')).toBeInTheDocument();
    expect(within(sale).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/trendstar-sales/3f2a9c1d-5b6e-4f70-8a91-b2c3d4e5f607',
    );
  });

  it('has the empty state with Back to Profile', async () => {
    mockApi({
      'GET /api/users/me': { body: trendStar },
      'GET /api/trendstar-orders': { body: { orders: [], nextCursor: null } },
    });
    renderRoute('/trendstar-sales');
    expect(await screen.findByText('No sales yet')).toBeInTheDocument();
    expect(screen.getByText("You haven't received any orders for your products yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Profile' })).toHaveAttribute('href', '/profile');
  });

  it('says the sales failed to load, with Try Again', async () => {
    mockApi({
      'GET /api/users/me': { body: trendStar },
      'GET /api/trendstar-orders': { status: 404, body: { statusCode: 404, code: 'not_found', message: 'Not found' } },
    });
    renderRoute('/trendstar-sales');
    expect(await screen.findByText('Error loading sales')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  });

  it('does not ask for sales of a user who is not a TrendStar', async () => {
    const { requests } = mockApi({ 'GET /api/users/me': { body: makeUser() } });
    renderRoute('/trendstar-sales');
    expect(await screen.findByText('Only TrendStars sell products and receive orders.')).toBeInTheDocument();
    expect(requests.some((request) => request.url.includes('/api/trendstar-orders'))).toBe(false);
  });
});
