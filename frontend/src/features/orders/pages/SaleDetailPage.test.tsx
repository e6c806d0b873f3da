import { screen, within } from '@testing-library/react';
import { mockApi } from '../../../test/mockApi';
import { makeOrder, sellerId } from '../../../test/orders';
import { renderRoute } from '../../../test/renderRoute';
import { makeUser } from '../../../test/users';

const salePath = '/trendstar-sales/3f2a9c1d-5b6e-4f70-8a91-b2c3d4e5f607';
const orderUrl = 'GET /api/user-orders/3f2a9c1d-5b6e-4f70-8a91-b2c3d4e5f607';
const statusUrl = 'PATCH /api/user-orders/3f2a9c1d-5b6e-4f70-8a91-b2c3d4e5f607/status';
const trendStar = makeUser({ id: sellerId, username: 'meera_s', role: 'trendstar', verified: true });

describe('sale detail', () => {
  it('updates the status: unchanged is disabled, Updating... while saving, the new badge and the toast after', async () => {
    let release: () => void = () => undefined;
    const { requests } = mockApi({
      'GET /api/users/me': { body: trendStar },
      [orderUrl]: { body: { order: makeOrder() } },
      [statusUrl]: () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }).then(() => ({
          body: {
            order: makeOrder({ orderStatus: 'shipped' }),
            changed: true,
            message: 'Order status has been updated to shipped',
          },
        })),
    });
    const { user } = renderRoute(salePath);

    expect(await screen.findByText('Ordered by')).toBeInTheDocument();
    expect(screen.getByLabelText('Status: Pending')).toBeInTheDocument();
    const update = screen.getByRole('button', { name: 'Update Status' });
    expect(update).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Pending', 'Shipped', 'Completed', 'Cancelled']);
    await user.click(screen.getByRole('option', { name: 'Shipped' }));
    expect(update).toBeEnabled();
    await user.click(update);

    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Order status has been updated to shipped.')).toBeInTheDocument();
    expect(screen.getByText('Status updated')).toBeInTheDocument();
    expect(screen.getByLabelText('Status: Shipped')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Status' })).toBeDisabled();
    const sent = requests.find((request) => request.method === 'PATCH');
    expect(await sent!.clone().json()).toEqual({ orderStatus: 'shipped' });
  });

  it('says the update failed and keeps the status', async () => {
    mockApi({
      'GET /api/users/me': { body: trendStar },
      [orderUrl]: { body: { order: makeOrder() } },
      [statusUrl]: {
        status: 409,
        body: { statusCode: 409, code: 'out_of_stock', message: 'This product is out of stock.' },
      },
    });
    const { user } = renderRoute(salePath);
    await user.click(await screen.findByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Cancelled' }));
    await user.click(screen.getByRole('button', { name: 'Update Status' }));
    expect(await screen.findByText('Failed to update order status')).toBeInTheDocument();
    expect(screen.getByLabelText('Status: Pending')).toBeInTheDocument();
  });

  it('offers no status change to the buyer', async () => {
    mockApi({ 'GET /api/users/me': { body: makeUser() }, [orderUrl]: { body: { order: makeOrder() } } });
    renderRoute(salePath);
    expect(await screen.findByLabelText('Status: Pending')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Status' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'support@tvt.local' })).toHaveAttribute(
      'href',
      'mailto:support@tvt.local',
    );
  });

  it('says the order failed to load, with links back', async () => {
    mockApi({
      'GET /api/users/me': { body: trendStar },
      [orderUrl]: { status: 404, body: { statusCode: 404, code: 'order_not_found', message: 'Order not found' } },
    });
    renderRoute(salePath);
    expect(await screen.findByText('Error loading order details')).toBeInTheDocument();
    const links = screen.getByRole('navigation', { name: 'Sale links' });
    expect(within(links).getByRole('link', { name: 'Back to Sales' })).toHaveAttribute('href', '/trendstar-sales');
    expect(within(links).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });
});
