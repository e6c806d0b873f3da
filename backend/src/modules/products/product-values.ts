/**
 * Sizes, colours and tags arrive as lists or as one comma-separated string (older clients). Values are trimmed;
 * blanks and duplicates (ignoring case) are dropped, the first spelling kept.
 */
export function toValueList(value: unknown): unknown {
  if (value === undefined || value === null) return value;
  const items = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(items)) return value;
  const seen = new Set<string>();
  const result: unknown[] = [];
  for (const item of items) {
    if (typeof item !== 'string') {
      result.push(item);
      continue;
    }
    const trimmed = item.trim();
    if (!trimmed || seen.has(trimmed.toLowerCase())) continue;
    seen.add(trimmed.toLowerCase());
    result.push(trimmed);
  }
  return result;
}
