import { timeAgo } from '../../lib/timeAgo';

/** Part 2 §4: the statuses the sale detail offers, in that order; the server also knows confirmed and delivered. */
export const sellerStatusChoices = ['pending', 'shipped', 'completed', 'cancelled'] as const;

type ChipColor = 'warning' | 'primary' | 'success' | 'error' | 'default';

/** Badge colours: pending yellow, shipped purple, completed green, cancelled red, any other grey. */
const colorByStatus: Record<string, ChipColor> = {
  pending: 'warning',
  shipped: 'primary',
  completed: 'success',
  cancelled: 'error',
};

/** An empty status reads as Pending. */
export function statusLabel(status: string | null | undefined): string {
  const value = status || 'pending';
  return value.charAt(0).toUpperCase() + value.slice(1);
}

export function statusColor(status: string | null | undefined): ChipColor {
  return colorByStatus[status || 'pending'] ?? 'default';
}

/** "Order #1a2b3c4d": part 2 §9 shows the first 8 characters of the id. */
export function shortOrderNumber(orderId: string): string {
  return `Order #${orderId.slice(0, 8)}`;
}

/** "Ordered 5m ago", "Ordered just now", or "Ordered 3 Mar" past a week. */
export function orderedAgo(createdAt: string, now = Date.now()): string {
  const ago = timeAgo(createdAt, now);
  if (ago === 'just now' || !/^\d+[mhd]$/.test(ago)) return `Ordered ${ago}`;
  return `Ordered ${ago} ago`;
}
