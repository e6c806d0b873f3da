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
 * first) and the shorter the names, the better; ties by username. Each key is cheap for a text matching thousands:
 * the username test runs only on texts starting with the query (a username equal to it starts the text), so a
 * match inside a name costs a prefix test and two `strpos`.
 */
export function searchRank(alias: string): Array<[string, 'ASC' | 'DESC']> {
  const text = `${alias}.search_text`;
  return [
    [
      `CASE WHEN starts_with(${text}, ${QUERY}) THEN (CASE WHEN split_part(${text}, ' ', 1) = ${QUERY} THEN 0 ELSE 1 END)
        WHEN strpos(${text}, ' ' || ${QUERY}) > 0 THEN 2
        ELSE 3 END`,
      'ASC',
    ],
    [`strpos(${text}, ${QUERY})`, 'ASC'],
    [`length(${text})`, 'ASC'],
    [`lower(${alias}.username)`, 'ASC'],
  ];
}

/**
 * The ids of the best `SEARCH_LIMIT` matches (parameters `:pattern` and `:query`), leaving out `:viewerId` when
 * `withViewer`: ranked on the id and the names only, so that a text matching thousands sorts narrow rows and only
 * the chosen few users are read whole (`WHERE u.id IN (...)`, ordered again by `searchRank`).
 */
export function bestMatchIds(alias: string, withViewer: boolean): string {
  const order = searchRank(alias)
    .map(([expression, direction]) => `${expression} ${direction}`)
    .join(', ');
  return `SELECT ${alias}.id FROM users ${alias} WHERE ${matchesSearch(alias)}${withViewer ? ` AND ${alias}.id <> :viewerId` : ''}
    ORDER BY ${order} LIMIT ${SEARCH_LIMIT}`;
}
