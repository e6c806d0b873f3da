/** Part 2 §2 and §9: every post carries these; they cannot be removed. */
export const defaultTags = ['#tvt', '#tryon'];

/** `summer look` → `#summerlook`; `##Boho` → `#Boho`; empty when nothing is left. */
export function normalizeTag(input: string): string {
  const word = input.replace(/\s+/g, '').replace(/^#+/, '');
  return word ? `#${word}` : '';
}

/** Adds the typed tag unless it is empty or already there (compared without case). */
export function addTag(tags: string[], input: string): string[] {
  const tag = normalizeTag(input);
  if (!tag || tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return tags;
  return [...tags, tag];
}

export function isDefaultTag(tag: string): boolean {
  return defaultTags.includes(tag.toLowerCase());
}

export function removeTag(tags: string[], tag: string): string[] {
  return isDefaultTag(tag) ? tags : tags.filter((existing) => existing !== tag);
}

export type Visibility = 'friends' | 'public';

/** Public posts are a TrendStar privilege, and then the default. */
export function visibilityOptions(isTrendStar: boolean): { defaultVisibility: Visibility; options: Visibility[] } {
  return isTrendStar
    ? { defaultVisibility: 'public', options: ['public', 'friends'] }
    : { defaultVisibility: 'friends', options: ['friends'] };
}
