/**
 * Part 2 §4: an image deleted on the edit screen stays hidden; its delete runs at save, and one that fails is
 * kept here (on this device) to be retried at the next save.
 */
const keyOf = (productId: string) => `tvt.pendingImageDeletes.${productId}`;

export function readPendingImageDeletes(productId: string): string[] {
  try {
    const stored = JSON.parse(window.localStorage.getItem(keyOf(productId)) ?? '[]') as unknown;
    return Array.isArray(stored) ? stored.filter((path): path is string => typeof path === 'string') : [];
  } catch {
    return [];
  }
}

export function writePendingImageDeletes(productId: string, paths: string[]) {
  try {
    if (paths.length === 0) window.localStorage.removeItem(keyOf(productId));
    else window.localStorage.setItem(keyOf(productId), JSON.stringify(paths));
  } catch {
    // Kept for this visit only.
  }
}
