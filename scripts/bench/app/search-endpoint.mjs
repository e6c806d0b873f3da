// The user search row of the app bench (issue #65): a text found in the middle of names ("aan" of Vihaan, Saanvi,
// Ishaan in the load data: thousands of matches to rank), at the other endpoints' 10 connections, beside the app's
// own statement through `pg`. Bar: p99 ≤ 50 ms at DESIGN §7's scale.
import { createRequire } from "node:module";

const require = createRequire(
  new URL("../../../backend/package.json", import.meta.url),
);
const {
  searchPattern,
  searchUsersStatement,
} = require("./dist/modules/users/user-search.js");

export const SEARCH_P99_BAR_MS = 50;
export const SEARCH_ENDPOINT_NAME = "users/search?q= (inside names)";

/** The text searched: inside many load-data names, or inside a demo name ("ri" of Priya, Riya, Harsh...) without them. */
export const searchTextFor = (loaded) => (loaded ? "aan" : "ri");

// UsersService.search's own statement: the best ids ranked on the narrow search rows (the match, the viewer left
// out), then those users whole, best matches first.
const SEARCH_SQL = searchUsersStatement("u.*", true);

export const searchEndpoint = {
  name: SEARCH_ENDPOINT_NAME,
  path: ({ social }) =>
    `/api/users/search?q=${encodeURIComponent(social.searchText)}`,
  viewer: "social",
  baseline: (client, { social }) =>
    client.query(SEARCH_SQL, [
      searchPattern(social.searchText),
      social.searchText,
      social.userId,
    ]),
};

/** The report's line for the search row, or null when it was not measured. */
export function searchReportLine(rows) {
  const row = rows.find(
    (candidate) => candidate.endpoint === SEARCH_ENDPOINT_NAME,
  );
  if (!row) return null;
  return `user search inside names: p99 ${row.p99} ms at ${row.connections} connections (bar ≤ ${SEARCH_P99_BAR_MS} ms): ${row.p99 <= SEARCH_P99_BAR_MS ? "met" : "NOT met"}`;
}
