/** `1716400000000_abc` → timestamp and id; a plain id has no timestamp. */
export function splitTryOnId(combined: string): { timestamp: string | null; id: string } {
  const separator = combined.indexOf('_');
  return separator === -1
    ? { timestamp: null, id: combined }
    : { timestamp: combined.slice(0, separator), id: combined.slice(separator + 1) };
}
