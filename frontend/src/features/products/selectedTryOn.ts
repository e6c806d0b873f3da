/** Part 2 §3: the try-on chosen for a new product, kept on this device until the product is created. */
export interface SelectedTryOn {
  /** `{timestamp}_{id}` */
  id: string;
  path: string;
  createdAt: string;
}

export const selectedTryOnKey = 'tvt.selectedTryOn';

export function readSelectedTryOn(): SelectedTryOn | null {
  try {
    const stored = window.localStorage.getItem(selectedTryOnKey);
    const value = stored ? (JSON.parse(stored) as Partial<SelectedTryOn>) : null;
    return value && typeof value.id === 'string' && typeof value.path === 'string'
      ? { id: value.id, path: value.path, createdAt: value.createdAt ?? '' }
      : null;
  } catch {
    return null;
  }
}

export function storeSelectedTryOn(tryOn: SelectedTryOn) {
  try {
    window.localStorage.setItem(selectedTryOnKey, JSON.stringify(tryOn));
  } catch {
    // Storage refused (private mode): the picker opens instead.
  }
}

export function clearSelectedTryOn() {
  try {
    window.localStorage.removeItem(selectedTryOnKey);
  } catch {
    // Nothing stored.
  }
}
