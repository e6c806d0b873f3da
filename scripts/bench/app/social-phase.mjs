// The social part of the app bench: DESIGN §7's load data generated in the bench's database (before the API
// phases), then autocannon on the feed, TrendStars, search and comments beside the raw SQL of the same page query.
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { ApiClient } from "./api-client.mjs";
import { loadEndpoint, sqlBaseline } from "./api-load.mjs";
import { socialEndpoints } from "./endpoints.mjs";
import { searchReportLine, searchTextFor } from "./search-endpoint.mjs";
import { printTable } from "./statistics.mjs";

const require = createRequire(
  new URL("../../../backend/package.json", import.meta.url),
);
const { Client } = require("pg");

export const SOCIAL_P99_BAR_MS = 50;
export const FEED_THROUGHPUT_BAR = 0.5;

/** Runs the load-data generator (backend/dist) at `scale` × DESIGN §7 in its own process; answers its report. */
export async function loadSocialData(root, environment, scale) {
  const { stdout } = await promisify(execFile)(
    "node",
    [
      path.join(root, "backend/dist/database/seeds/load-data.js"),
      String(scale),
    ],
    { cwd: path.join(root, "backend"), env: environment, encoding: "utf8" },
  );
  const lines = stdout.trim().split("\n");
  for (const line of lines.slice(0, -1)) console.log(`  ${line}`);
  return JSON.parse(lines.at(-1));
}

/**
 * Who the signed-in social endpoints act as: the load user following the most people (or the demo user without
 * load data), the public post with the most comments, the active product with the most try-ons (load data only)
 * and a search text that matches many people.
 */
export async function socialContext(baseUrl, environment, loaded) {
  const client = new Client({ connectionString: environment.DATABASE_URL });
  await client.connect();
  try {
    const viewer = (
      await client.query(
        loaded
          ? `SELECT id, username FROM users WHERE username LIKE 'load\\_%' AND role = 'default' ORDER BY following_count DESC, username LIMIT 1`
          : `SELECT id, username FROM users WHERE username = 'demo'`,
      )
    ).rows[0];
    const post = (
      await client.query(
        `SELECT id FROM post WHERE visibility = 'public' ORDER BY comments_count DESC, id LIMIT 1`,
      )
    ).rows[0];
    const product = (
      await client.query(
        `SELECT p.id FROM product p WHERE p.is_active
         ORDER BY (SELECT count(*) FROM product_try_on t WHERE t.product_id = p.id) DESC, p.id LIMIT 1`,
      )
    ).rows[0];
    const session = await new ApiClient(baseUrl, environment.APP_URL).login(
      viewer.username,
      loaded ? "Load12345" : "Demo12345",
    );
    return {
      userId: viewer.id,
      username: viewer.username,
      cookie: session.cookie,
      postId: post.id,
      productId: product?.id ?? null,
      searchText: searchTextFor(loaded),
    };
  } finally {
    await client.end();
  }
}

/** Each social endpoint: a 1 s warm-up, the measured run, then its raw-SQL baseline with as many connections. */
export async function measureSocial(baseUrl, databaseUrl, context, seconds) {
  const rows = [];
  // Product endpoints need a product: the load data has them, the demo community alone has none.
  for (const endpoint of socialEndpoints.filter(
    (candidate) => !candidate.needs || context.social?.[candidate.needs],
  )) {
    await loadEndpoint(baseUrl, endpoint, context, null, 1);
    const api = await loadEndpoint(baseUrl, endpoint, context, null, seconds);
    const sql = await sqlBaseline(databaseUrl, endpoint, context, seconds);
    rows.push({ ...api, sql });
  }
  return rows;
}

export function printSocialTable(social) {
  const { sizes, seconds } = social.loadData ?? {};
  printTable(
    `Social API at ${sizes ? `${sizes.users} users, ${sizes.posts} posts, ${sizes.likes} likes, ${sizes.follows} follows, ${sizes.comments} comments (loaded in ${seconds.toFixed(0)} s)` : "the demo community (no load data)"}, signed in as ${social.viewer}`,
    [
      "GET",
      "conn.",
      "p50",
      "p99",
      "req/s",
      "non-2xx",
      "SQL p50",
      "SQL p99",
      "SQL rounds/s",
      "API / SQL",
      `p99 ≤ ${SOCIAL_P99_BAR_MS} ms`,
    ],
    social.api.map((row) => [
      row.endpoint,
      row.connections,
      `${row.p50} ms`,
      `${row.p99} ms`,
      row.requestsPerSecond,
      row.non2xx + row.errors,
      `${row.sql.p50} ms`,
      `${row.sql.p99} ms`,
      row.sql.requestsPerSecond,
      `${Math.round((row.requestsPerSecond / row.sql.requestsPerSecond) * 100)} %`,
      row.p99 <= SOCIAL_P99_BAR_MS ? "met" : "NOT met",
    ]),
  );
  const search = searchReportLine(social.api);
  if (search) console.log(`\n  ${search}`);
  const feed = social.api.find((row) => row.endpoint === "feed (signed in)");
  if (feed)
    console.log(
      `\n  signed-in feed throughput ${Math.round((feed.requestsPerSecond / feed.sql.requestsPerSecond) * 100)} % of the raw SQL (bar ${FEED_THROUGHPUT_BAR * 100} %): ${feed.requestsPerSecond / feed.sql.requestsPerSecond >= FEED_THROUGHPUT_BAR ? "met" : "NOT met"}`,
    );
}
