import { createRequire } from "node:module";
import { searchEndpoint } from "./search-endpoint.mjs";

// The API endpoints the app bench loads with autocannon. Later modules (feed, notifications, products) add
// their entries here; `baseline` is the main query behind the endpoint, run through `pg` for the ratio (DESIGN §7).

/**
 * `path(context)` gets { username } of the signed-in bench user; `signedIn` sends that user's session cookie.
 * `baseline(client, context)` runs the endpoint's main queries on a `pg` client, as the app issues them.
 */
export const endpoints = [
  { name: "health", path: () => "/api/health", signedIn: false },
  { name: "users/me", path: () => "/api/users/me", signedIn: true },
  { name: "credits", path: () => "/api/credits", signedIn: true },
  {
    name: "users/{username}/try-ons",
    path: ({ username }) => `/api/users/${username}/try-ons`,
    signedIn: true,
    // TryOnService.listOfUser: the owner by name, then their finished try-ons, newest first, 200 at most.
    baseline: async (client, { username }) => {
      const owner = await client.query(
        "SELECT * FROM users WHERE lower(username) = lower($1) LIMIT 1",
        [username],
      );
      await client.query(
        `SELECT * FROM virtual_try_on WHERE user_id = $1 AND status = 'completed' ORDER BY created_at DESC, id DESC LIMIT 200`,
        [owner.rows[0].id],
      );
    },
  },
  notificationsEndpoint(null, "notifications"),
];

/**
 * GET /api/notifications, read as the bench user or as `viewer`'s (context[viewer]). The baseline is
 * NotificationsService.list: the first page (20 + 1, newest first) and the unread count.
 */
export function notificationsEndpoint(viewer, name) {
  return {
    name,
    path: () => "/api/notifications",
    signedIn: true,
    viewer: viewer ?? undefined,
    baseline: async (client, context) => {
      const { userId } = viewer ? context[viewer] : context;
      // Named and so prepared once per connection, as NotificationsService issues them.
      await client.query({
        name: "notifications-page",
        text: `SELECT id, user_id, actor_id, type, data, read, group_id, group_count, aggregated, created_at FROM notification
         WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 21`,
        values: [userId],
      });
      await client.query({
        name: "notifications-unread",
        text: "SELECT count(*)::int AS unread FROM notification WHERE user_id = $1 AND read = false",
        values: [userId],
      });
    },
  };
}

// The social endpoints at DESIGN §7's scale (the load data, or the demo community without it). `viewer` signs in
// as context.social's user; `connections` overrides the bench's default. The feed's baseline is the app's own page
// statement (backend/dist, built by `make bench`), so both sides run the same SQL.
const require = createRequire(
  new URL("../../../backend/package.json", import.meta.url),
);
const {
  feedQuery,
  tryOnPostsBranch,
} = require("./dist/modules/social/feed.query.js");
const {
  activeProductsBranch,
} = require("./dist/modules/products/products-feed-branch.js");
const {
  productVisibleTo,
} = require("./dist/modules/products/product-visibility.js");
const FEED_PAGE = 20;
const AUTHOR_COLUMNS =
  "u.username AS author_username, u.display_name AS author_display_name, u.avatar AS author_avatar, u.avatar_variants AS author_avatar_variants, u.verified AS author_verified";
// EngagementCommentsService's select of a comment with its author, the viewer's like and the replies count.
const COMMENT_SELECT = `SELECT c.id, c.user_id, c.text, c.created_at AS "createdAt", c.likes_count, c.parent_id, ${AUTHOR_COLUMNS},
  EXISTS (SELECT 1 FROM comment_like cl WHERE cl.comment_id = c.id AND cl.user_id = $1::uuid) AS is_liked,
  CASE WHEN c.parent_id IS NULL THEN (SELECT count(*)::int FROM comment r WHERE r.parent_id = c.id) ELSE 0 END AS replies_count
  FROM comment c JOIN users u ON u.id = c.user_id`;

const feedBaseline = (viewerId) => (client) => {
  const { sql, parameters } = feedQuery(
    [tryOnPostsBranch, activeProductsBranch],
    {
      viewerId,
      after: null,
      rowsWanted: FEED_PAGE + 1,
      authorId: null,
    },
  );
  // Named and so prepared once per connection, as FeedService issues it.
  return client.query({
    name: viewerId ? "feed-signed-in" : "feed-guest",
    text: sql,
    values: parameters,
  });
};

export const socialEndpoints = [
  {
    // The floor at the feed's concurrency: the framework and one round trip each to PostgreSQL and Redis, no page.
    name: "health (floor)",
    path: () => "/api/health",
    signedIn: false,
    connections: 32,
    baseline: (client) => client.query({ name: "health", text: "SELECT 1" }),
  },
  {
    name: "feed (signed in)",
    path: () => `/api/feed?limit=${FEED_PAGE}`,
    viewer: "social",
    connections: 32,
    baseline: (client, { social }) => feedBaseline(social.userId)(client),
  },
  {
    // The other endpoints' concurrency: the feed beside them (issue #11 asks p99 ≤ 50 ms of it with products mixed in).
    name: "feed (signed in, 10 connections)",
    path: () => `/api/feed?limit=${FEED_PAGE}`,
    viewer: "social",
    baseline: (client, { social }) => feedBaseline(social.userId)(client),
  },
  {
    name: "feed (guest)",
    path: () => `/api/feed?limit=${FEED_PAGE}`,
    signedIn: false,
    connections: 32,
    baseline: (client) => feedBaseline(null)(client),
  },
  {
    name: "users/trendstars",
    path: () => "/api/users/trendstars",
    signedIn: false,
    // UsersService.trendstars: the first page by followers, one more row than the page for the cursor.
    baseline: (client) =>
      client.query(
        `SELECT * FROM users u WHERE u.role = 'trendstar' ORDER BY u.followers_count DESC, u.id ASC LIMIT 25`,
      ),
  },
  searchEndpoint,
  {
    name: "posts/{id}/comments",
    path: ({ social }) => `/api/posts/${social.postId}/comments`,
    viewer: "social",
    // EngagementCommentsService.list: the post if visible, a page of top-level comments, their first replies; named
    // (prepared once per connection) with the limits written into the text, as the app issues them.
    baseline: async (client, { social }) => {
      await client.query({
        name: "comments-post",
        text: `SELECT t.id, t.user_id AS "ownerId", t.likes AS likes FROM post t WHERE t.id = $1 AND ${visibleTo("$2::uuid", "t")}`,
        values: [social.postId, social.userId],
      });
      const page = await client.query({
        name: "comments-page",
        text: `${COMMENT_SELECT} WHERE c.post_id = $2 AND c.parent_id IS NULL
           AND ($3::timestamptz IS NULL OR (c.created_at, c.id) < ($3::timestamptz, $4::uuid))
         ORDER BY c.created_at DESC, c.id DESC LIMIT ${FEED_PAGE + 1}`,
        values: [social.userId, social.postId, null, null],
      });
      if (page.rows.length)
        await client.query({
          name: "comments-replies",
          text: `SELECT r.* FROM unnest($2::uuid[]) AS parent(id) CROSS JOIN LATERAL (
             ${COMMENT_SELECT} WHERE c.parent_id = parent.id ORDER BY c.created_at, c.id LIMIT 50) r`,
          values: [
            social.userId,
            page.rows.slice(0, FEED_PAGE).map((row) => row.id),
          ],
        });
    },
  },
  {
    name: "products/{id}?include=user",
    path: ({ social }) => `/api/products/${social.productId}?include=user`,
    viewer: "social",
    needs: "productId",
    // ProductsService.detail: one named statement, the product if visible with its owner, the viewer's like, the
    // gallery and the source try-on's key.
    baseline: (client, { social }) =>
      client.query({
        name: "product-detail",
        text: `SELECT p.*, u.*,
            EXISTS (SELECT 1 FROM product_like l WHERE l.product_id = p.id AND l.user_id = $2::uuid) AS is_liked,
            ARRAY(SELECT i.path FROM product_image i WHERE i.product_id = p.id ORDER BY i.created_at, i.id) AS images,
            (SELECT t.timestamp || '_' || t.id FROM virtual_try_on t WHERE t.id = p.try_on_id) AS try_on_key
          FROM product p JOIN users u ON u.id = p.user_id WHERE p.id = $1 AND ${productVisibleTo("$2::uuid", "p")}`,
        values: [social.productId, social.userId],
      }),
  },
  {
    name: "products/{id}/try-ons",
    path: ({ social }) => `/api/products/${social.productId}/try-ons`,
    viewer: "social",
    needs: "productId",
    // ProductTryOnsService.list: whether the product is visible and the viewer tried it on, and its try-ons the
    // viewer may see (makers, likes); the app runs the two in parallel, one client runs them in turn. Named, as the
    // app issues them.
    baseline: async (client, { social }) => {
      await client.query({
        name: "product-visible-tried",
        text: `SELECT EXISTS (SELECT 1 FROM product p WHERE p.id = $1 AND ${productVisibleTo("$2::uuid", "p")}) AS visible,
          EXISTS (SELECT 1 FROM product_try_on t WHERE t.product_id = $1 AND t.user_id = $2) AS tried`,
        values: [social.productId, social.userId],
      });
      await client.query({
        name: "product-try-ons",
        text: `SELECT t.*, u.*, EXISTS (SELECT 1 FROM product_try_on_like l WHERE l.try_on_id = t.id AND l.user_id = $1::uuid) AS is_liked
         FROM product_try_on t JOIN users u ON u.id = t.user_id JOIN product p ON p.id = t.product_id
         WHERE ((t.visibility = 'public' AND ${productVisibleTo("$1::uuid", "p")}) OR t.user_id = $1::uuid)
           AND t.product_id = $2 ORDER BY t.created_at DESC, t.id DESC LIMIT 60`,
        values: [social.userId, social.productId],
      });
    },
  },
];

function visibleTo(viewer, alias) {
  return require("./dist/modules/social/post-visibility.js").visibleTo(
    viewer,
    alias,
  );
}
