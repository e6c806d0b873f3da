/** The most people one search answers. */
export const SEARCH_LIMIT = 20;

/*
 * How a text finds people, written once for the user search and the TrendStars list: anywhere in the username,
 * display name, first or last name, ignoring case and accents ("ri" finds Priya, "jose" finds José). Each user's
 * names are kept folded (lower case, no accents; username first) in the narrow table `user_search`, written by a
 * trigger on `users` and read through the trigram index `user_search_trigram`; the query is folded the same way by
 * `search_folded`. The statements take the pattern (a `searchPattern`) and the raw text as parameters, named by
 * the caller (`$1`, `:pattern`).
 */

/** A LIKE pattern that matches `text` literally; accents and case are folded in SQL. */
export function searchPattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * One row named `terms`: the LIKE pattern of the `pattern` parameter and, given `query`, the folded query. OFFSET 0
 * keeps it a subquery worked out once per statement: inlined, a prepared statement's generic plan folds the text
 * again for every row it checks (16 ms instead of 3 ms for a text matching 3,000 people).
 */
function searchTerms(pattern: string, query?: string): string {
  const folded = query ? `, public.search_folded(${query}) AS folded` : '';
  return `(SELECT '%' || public.search_folded(${pattern}) || '%' AS pattern${folded} OFFSET 0) terms`;
}

/** True for the `user_search` rows of `alias` whose names contain the pattern of `terms`. */
function matchesSearch(alias: string): string {
  return `${alias}.search_text LIKE terms.pattern ESCAPE '\\'`;
}

/** The ids of the users whose names contain the `pattern` parameter. */
export function matchingUserIds(pattern: string): string {
  return `SELECT s.user_id FROM ${searchTerms(pattern)} JOIN user_search s ON ${matchesSearch('s')}`;
}

/**
 * Best matches first for the folded query of `terms`: the username itself, then usernames starting with
 * it, then names with a word starting with it, then the rest; within each, the earlier the match (the username
 * comes first) and the shorter the names, the better; ties by username. Each key is cheap for a text matching
 * thousands: the username test runs only on texts starting with the query (a username equal to it starts the
 * text), so a match inside a name costs a prefix test and two `strpos`.
 */
function searchRank(alias: string): string {
  const text = `${alias}.search_text`;
  return `CASE WHEN starts_with(${text}, terms.folded) THEN (CASE WHEN split_part(${text}, ' ', 1) = terms.folded THEN 0 ELSE 1 END)
        WHEN strpos(${text}, ' ' || terms.folded) > 0 THEN 2
        ELSE 3 END AS rank_tier,
      strpos(${text}, terms.folded) AS rank_position, length(${text}) AS rank_length, lower(${alias}.username) AS rank_name`;
}

/**
 * The best `SEARCH_LIMIT` users for `$1` (a `searchPattern`) and `$2` (the raw text), leaving out user `$3` when
 * `withViewer`, best first, as `columns` of `users u`. The matches are ranked on the narrow `user_search` rows and
 * only the chosen few users are read whole, so a text matching thousands sorts short rows.
 */
export function searchUsersStatement(columns: string, withViewer: boolean): string {
  return `SELECT ${columns} FROM (
      SELECT s.user_id, ${searchRank('s')}
      FROM ${searchTerms('$1', '$2')} JOIN user_search s ON ${matchesSearch('s')}${withViewer ? ' AND s.user_id <> $3' : ''}
      ORDER BY rank_tier, rank_position, rank_length, rank_name LIMIT ${SEARCH_LIMIT}
    ) best JOIN users u ON u.id = best.user_id
    ORDER BY best.rank_tier, best.rank_position, best.rank_length, best.rank_name`;
}
