import { act, screen, within } from '@testing-library/react';
import { installFakeIntersectionObserver } from '../../../test/fakeBrowserApis';
import { mockApi } from '../../../test/mockApi';
import { makeOrder } from '../../../test/orders';
import { renderRoute } from '../../../test/renderRoute';
import { makeUser } from '../../../test/users';

describe('My Orders', () => {
  it('shows skeletons, then one card per order with its number, status, product, price and details link', async () => {
    let answer: (value: unknown) => void = () => undefined;
    mockApi({
      'GET /api/users/me': { body: makeUser() },
      'GET /api/user-orders': () =>
        new Promise((resolve) => {
          answer = resolve;
        }).then(() => ({
          body: {
            orders: [
              makeOrder(),
              makeOrder({
                id: '9a8b7c6d-0000-4000-8000-000000000002',
                orderStatus: 'shipped',
                discountPrice: null,
                actualPrice: '125000.50',
                product: null,
                seller: null,
                purchased: { title: null, image: null, thumbnail: null, sellerName: null, sellerUsername: null },
              }),
              makeOrder({
                id: '5c4d3e2f-0000-4000-8000-000000000003',
                orderStatus: 'shipped',
                product: null,
                productId: null,
                seller: null,
                trendStarUserId: null,
              }),
            ],
            nextCursor: null,
          },
        })),
    });
    renderRoute('/user-orders');

    expect(await screen.findByLabelText('Loading orders')).toBeInTheDocument();
    answer(undefined);
    const first = await screen.findByRole('article', { name: 'Order #3f2a9c1d' });
    expect(within(first).getByLabelText('Status: Pending')).toBeInTheDocument();
    expect(within(first).getByText('Ordered 3h ago')).toBeInTheDocument();
    expect(within(first).getByText('Indigo Block-Print Kurta')).toBeInTheDocument();
    expect(within(first).getByText('Size: M · Color: Black')).toBeInTheDocument();
    expect(within(first).getByText('₹1,999')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/order-complete/3f2a9c1d-5b6e-4f70-8a91-b2c3d4e5f607',
    );

    const second = screen.getByRole('article', { name: 'Order #9a8b7c6d' });
    expect(within(second).getByLabelText('Status: Shipped')).toBeInTheDocument();
    expect(within(second).getByText('Product information unavailable')).toBeInTheDocument();
    expect(within(second).getByText('₹1,25,000.50')).toBeInTheDocument();

    // The seller deleted the account and the product: the order still shows what was bought, as bought.
    const third = screen.getByRole('article', { name: 'Order #5c4d3e2f' });
    expect(within(third).getByText('Indigo Block-Print Kurta')).toBeInTheDocument();
    expect(within(third).getByText('Sold by Meera Shah')).toBeInTheDocument();
    expect(within(third).getByRole('img', { name: 'Indigo Block-Print Kurta' })).toHaveAttribute(
      'src',
      '/uploads/orders/3f2a9c1d-5b6e-4f70-8a91-b2c3d4e5f607/product-256.jpg',
    );
    expect(within(third).queryByText('Product information unavailable')).not.toBeInTheDocument();
  });

  it('has the empty state with Browse Products', async () => {
    mockApi({
      'GET /api/users/me': { body: makeUser() },
      'GET /api/user-orders': { body: { orders: [], nextCursor: null } },
    });
    renderRoute('/user-orders');
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByText("You haven't placed any orders yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/');
  });

  it('says the orders failed to load and loads them again on Try Again', async () => {
    let failing = true;
    mockApi({
      'GET /api/users/me': { body: makeUser() },
      'GET /api/user-orders': () =>
        failing
          ? { status: 400, body: { statusCode: 400, code: 'validation_error', message: 'Invalid input' } }
          : { body: { orders: [makeOrder()], nextCursor: null } },
    });
    const { user } = renderRoute('/user-orders');
    expect(await screen.findByText('Error loading orders')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Order #3f2a9c1d' })).toBeInTheDocument();
    expect(screen.queryByText('Error loading orders')).not.toBeInTheDocument();
  });

  it('loads the next page when the end of the list comes near, newest first', async () => {
    const Observer = installFakeIntersectionObserver();
    const secondId = '9a8b7c6d-0000-4000-8000-000000000002';
    const { requests } = mockApi({
      'GET /api/users/me': { body: makeUser() },
      'GET /api/user-orders': (request) =>
        new URL(request.url).searchParams.get('cursor') === 'page-2'
          ? { body: { orders: [makeOrder({ id: secondId, orderStatus: 'completed' })], nextCursor: null } }
          : { body: { orders: [makeOrder()], nextCursor: 'page-2' } },
    });
    renderRoute('/user-orders');
    expect(await screen.findByText('Order #3f2a9c1d')).toBeInTheDocument();
    expect(screen.queryByText('Order #9a8b7c6d')).not.toBeInTheDocument();
    act(() => Observer.scrollIntoView());
    expect(await screen.findByText('Order #9a8b7c6d')).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Order #3f2a9c1d',
      'Order #9a8b7c6d',
    ]);
    const pages = requests
      .filter((request) => new URL(request.url).pathname === '/api/user-orders')
      .map((request) => new URL(request.url).searchParams.get('cursor'));
    expect(pages).toEqual([null, 'page-2']);
  });
});
