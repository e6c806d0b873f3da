/** The most people one search answers. */
export const SEARCH_LIMIT = 20;

/*
 * How a text finds people, written once for the user search and the TrendStars list: anywhere in the username,
 * display name, first or last name, ignoring case and accents ("ri" finds Priya, "jose" finds José). Each user's
 * `search_text` is those names folded (lower case, no accents; username first), kept by a trigger and read through
 * the trigram index `users_search_trigram`; the query is folded the same way by `search_folded`.
 */
const QUERY = 'public.search_folded(:query)';

/** A LIKE pattern that matches `text` literally; accents and case are folded in SQL. */
export function searchPattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** True for the users of `alias` whose names contain parameter `:pattern` (a `searchPattern`). */
export function matchesSearch(alias: string): string {
  return `${alias}.search_text LIKE '%' || public.search_folded(:pattern) || '%' ESCAPE '\\'`;
}

/**
 * Best matches first for parameter `:query` (the raw text): the username itself, then usernames starting with it,
 * then names with a word starting with it, then the rest; within each, the earlier the match (the username comes
 * first) and the shorter the names, the better; ties by username. Each key is cheap for a text matching thousands.
 */
export function searchRank(alias: string): Array<[string, 'ASC' | 'DESC']> {
  const text = `${alias}.search_text`;
  return [
    [
      `CASE WHEN split_part(${text}, ' ', 1) = ${QUERY} THEN 0
        WHEN starts_with(${text}, ${QUERY}) THEN 1
        WHEN strpos(${text}, ' ' || ${QUERY}) > 0 THEN 2
        ELSE 3 END`,
      'ASC',
    ],
    [`strpos(${text}, ${QUERY})`, 'ASC'],
    [`length(${text})`, 'ASC'],
    [`lower(${alias}.username)`, 'ASC'],
  ];
}
