/**
 * How a text finds people, written once for the user search and the TrendStars list: anywhere in the username,
 * display name, first or last name, ignoring case and accents ("ri" finds Priya, "jose" finds José). The folded
 * text is the expression of the trigram index `users_search_trigram`, so the match reads the index.
 */
const folded = (alias: string) =>
  `public.user_search_text(${alias}.username, ${alias}.display_name, ${alias}.first_name, ${alias}.last_name)`;

/** A LIKE pattern that matches `text` literally; accents and case are folded in SQL. */
export function searchPattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** True for the users of `alias` whose names contain parameter `:pattern` (a `searchPattern`). */
export function matchesSearch(alias: string): string {
  return `${folded(alias)} LIKE '%' || public.search_folded(:pattern) || '%' ESCAPE '\\'`;
}

/**
 * Best matches first for parameter `:query` (the raw text): the username itself, then usernames starting with it,
 * then names with a word starting with it, then by trigram similarity; ties by username.
 */
export function searchRank(alias: string): Array<[string, 'ASC' | 'DESC']> {
  const query = 'public.search_folded(:query)';
  const username = `public.search_folded(${alias}.username)`;
  return [
    [
      `CASE WHEN ${username} = ${query} THEN 0
        WHEN starts_with(${username}, ${query}) THEN 1
        WHEN starts_with(${folded(alias)}, ${query}) OR strpos(${folded(alias)}, ' ' || ${query}) > 0 THEN 2
        ELSE 3 END`,
      'ASC',
    ],
    [`public.similarity(${folded(alias)}, ${query})`, 'DESC'],
    [`lower(${alias}.username)`, 'ASC'],
  ];
}
