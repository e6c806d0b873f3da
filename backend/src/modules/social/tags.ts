export const DEFAULT_TAGS = ['#tvt', '#tryon'];

/** `#`-prefixed, the two defaults always first, duplicates (ignoring case) dropped. */
export function normaliseTags(tags: string[] | undefined): string[] {
  const result: string[] = [];
  const seen = new Set<string>();
  for (const raw of [...DEFAULT_TAGS, ...(tags ?? [])]) {
    const word = raw.trim().replace(/^#+/, '').replace(/\s+/g, '');
    if (!word) continue;
    const tag = `#${word}`;
    if (seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    result.push(tag);
  }
  return result;
}
