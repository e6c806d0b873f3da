import { orderedAgo, shortOrderNumber, statusColor, statusLabel } from './orderStatus';

describe('order status', () => {
  it('labels and colours the statuses, an empty one as Pending', () => {
    expect(statusLabel('shipped')).toBe('Shipped');
    expect(statusLabel('')).toBe('Pending');
    expect(statusColor('')).toBe('warning');
    expect(statusColor('shipped')).toBe('primary');
    expect(statusColor('completed')).toBe('success');
    expect(statusColor('cancelled')).toBe('error');
    expect(statusColor('delivered')).toBe('default');
  });

  it('numbers an order by the first 8 characters of its id and says when it was placed', () => {
    expect(shortOrderNumber('3f2a9c1d-0000-4000-8000-000000000000')).toBe('Order #3f2a9c1d');
    const now = Date.parse('2026-03-10T12:00:00.000Z');
    expect(orderedAgo('2026-03-10T11:59:40.000Z', now)).toBe('Ordered just now');
    expect(orderedAgo('2026-03-10T09:00:00.000Z', now)).toBe('Ordered 3h ago');
    expect(orderedAgo('2026-02-01T09:00:00.000Z', now)).toBe('Ordered 1 Feb');
  });
});
