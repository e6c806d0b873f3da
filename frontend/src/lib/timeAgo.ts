const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const shortDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' });

/** "just now", "5m", "3h", "2d", then the day and month. */
export function timeAgo(isoDate: string, now = Date.now()): string {
  const elapsed = now - new Date(isoDate).getTime();
  if (elapsed < minute) return 'just now';
  if (elapsed < hour) return `${Math.floor(elapsed / minute)}m`;
  if (elapsed < day) return `${Math.floor(elapsed / hour)}h`;
  if (elapsed < 7 * day) return `${Math.floor(elapsed / day)}d`;
  return shortDate.format(new Date(isoDate));
}
