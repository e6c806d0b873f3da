import { act, screen, waitFor } from '@testing-library/react';
import { installFakeEventSource, removeFakeEventSource } from '../../../test/fakeBrowserApis';
import { mockApi } from '../../../test/mockApi';
import { makeOrder } from '../../../test/orders';
import { renderRoute } from '../../../test/renderRoute';
import { makeUser } from '../../../test/users';

const orderPath = '/order-complete/3f2a9c1d-5b6e-4f70-8a91-b2c3d4e5f607';
const orderUrl = 'GET /api/user-orders/3f2a9c1d-5b6e-4f70-8a91-b2c3d4e5f607';

describe('order complete', () => {
  it('thanks the buyer of a pending order and shows the order, the address and the links', async () => {
    mockApi({ 'GET /api/users/me': { body: makeUser() }, [orderUrl]: { body: { order: makeOrder() } } });
    renderRoute(orderPath);
    expect(await screen.findByRole('heading', { name: 'Order Placed Successfully!' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Thank you for ordering the product. Our representative will call you for the payment process and address confirmation.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('3f2a9c1d-5b6e-4f70-8a91-b2c3d4e5f607')).toBeInTheDocument();
    expect(screen.getByText('Indigo Block-Print Kurta')).toBeInTheDocument();
    expect(screen.getByText('Size: M · Color: Black')).toBeInTheDocument();
    expect(screen.getByText('₹1,999')).toBeInTheDocument();
    expect(screen.getByText('12 MG Road, Flat 4B')).toBeInTheDocument();
    expect(screen.getByText('Bengaluru Urban, Bengaluru, Karnataka - 560001')).toBeInTheDocument();
    expect(screen.getByText('Mobile: 9876543210')).toBeInTheDocument();
    expect(screen.getByText('Email: asha@example.com')).toBeInTheDocument();
    expect(screen.getByLabelText('Status: Pending')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'View All Orders' })).toHaveAttribute('href', '/user-orders');
    expect(await screen.findByRole('link', { name: 'support@tvt.local' })).toHaveAttribute(
      'href',
      'mailto:support@tvt.local',
    );
    expect(screen.getByText(/Questions about this order\? Write to/)).toBeInTheDocument();
  });

  it('shows a later status without the thank-you text', async () => {
    mockApi({
      'GET /api/users/me': { body: makeUser() },
      [orderUrl]: { body: { order: makeOrder({ orderStatus: 'shipped' }) } },
    });
    renderRoute(orderPath);
    expect(await screen.findByLabelText('Status: Shipped')).toBeInTheDocument();
    expect(screen.queryByText('Order Placed Successfully!')).not.toBeInTheDocument();
  });

  it('says Order not found with a toast when the order cannot be read', async () => {
    mockApi({
      'GET /api/users/me': { body: makeUser() },
      [orderUrl]: { status: 404, body: { statusCode: 404, code: 'order_not_found', message: 'Order not found' } },
    });
    renderRoute(orderPath);
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(await screen.findByText('Failed to load order details')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Orders' })).toBeInTheDocument();
  });

  it('shows the new status the moment the status notification arrives', async () => {
    const streams = installFakeEventSource();
    try {
      let status: 'pending' | 'shipped' = 'pending';
      mockApi({
        'GET /api/users/me': { body: makeUser() },
        [orderUrl]: () => ({ body: { order: makeOrder({ orderStatus: status }) } }),
        // The bell asks whether to chime.
        'GET /api/notifications/preferences': { body: { soundEnabled: false } },
      });
      renderRoute(orderPath);
      expect(await screen.findByText('Order Placed Successfully!')).toBeInTheDocument();
      await waitFor(() => expect(streams.length).toBeGreaterThan(0));
      status = 'shipped';
      act(() =>
        streams[0].emit('notification.created', {
          notification: {
            id: 'n1',
            type: 'system',
            read: false,
            data: { type: 'order_status', orderId: makeOrder().id },
            createdAt: new Date().toISOString(),
          },
          unreadCount: 1,
        }),
      );
      expect(await screen.findByLabelText('Status: Shipped')).toBeInTheDocument();
    } finally {
      removeFakeEventSource();
    }
  });
});
