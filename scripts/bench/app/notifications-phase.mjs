// The notifications part of the app bench (issue #10, DESIGN §7), run after the load data: a user holding
// NOTIFICATIONS_HELD notifications reads their first page under autocannon beside the raw SQL of the same queries,
// and with OPEN_STREAMS live event streams open, another user comments on their post ACTIONS times; each time, how
// long from sending the comment to the notification.created event arriving on the owner's stream.
import { createRequire } from "node:module";
import { performance } from "node:perf_hooks";
import { ApiClient } from "./api-client.mjs";
import { loadEndpoint, sqlBaseline } from "./api-load.mjs";
import { notificationsEndpoint } from "./endpoints.mjs";
import { printTable, summarize } from "./statistics.mjs";

const require = createRequire(
  new URL("../../../backend/package.json", import.meta.url),
);
const { Client } = require("pg");

export const NOTIFICATIONS_HELD = 10_000;
export const OPEN_STREAMS = 200;
export const ACTIONS = Number(process.env.BENCH_NOTIFICATION_ACTIONS ?? 60);
const LOAD_PASSWORD = "Load12345";
const LOGINS_AT_ONCE = 8;

/**
 * The owner of the most commented public post (a load user) gets NOTIFICATIONS_HELD notifications of mixed kinds
 * from other load users, the newest 300 unread, written as the app writes them; answers who they are, signed in.
 */
export async function notificationsContext(baseUrl, environment) {
  const client = new Client({ connectionString: environment.DATABASE_URL });
  await client.connect();
  try {
    const owner = (
      await client.query(
        `SELECT u.id, u.username, p.id AS post_id FROM post p JOIN users u ON u.id = p.user_id
         WHERE p.visibility = 'public' AND u.username LIKE 'load\\_%' ORDER BY p.comments_count DESC, p.id LIMIT 1`,
      )
    ).rows[0];
    await client.query(
      `WITH actors AS (
         SELECT id, username, row_number() OVER (ORDER BY id) AS position FROM users
         WHERE username LIKE 'load\\_%' AND id <> $1 LIMIT 2000)
       INSERT INTO notification (user_id, actor_id, type, data, read, created_at)
       SELECT $1, a.id, kind.type,
              jsonb_build_object('username', a.username, 'postId', $3::uuid, 'postUsername', $2::text,
                                 'ownerUsername', $2::text, 'commentText', 'Love this look'),
              i > 300, now() - make_interval(mins => i)
       FROM generate_series(1, $4::int) AS i
       JOIN actors a ON a.position = 1 + i % (SELECT count(*) FROM actors)
       CROSS JOIN LATERAL (SELECT (ARRAY['follow', 'comment', 'comment_reply', 'new_post'])[1 + i % 4] AS type) kind`,
      [owner.id, owner.username, owner.post_id, NOTIFICATIONS_HELD],
    );
    await client.query("ANALYZE notification");
    const streamUsers = (
      await client.query(
        `SELECT username FROM users WHERE username LIKE 'load\\_%' AND id <> $1 ORDER BY username LIMIT $2`,
        [owner.id, OPEN_STREAMS],
      )
    ).rows.map((row) => row.username);
    const session = await new ApiClient(baseUrl, environment.APP_URL).login(
      owner.username,
      LOAD_PASSWORD,
    );
    return {
      userId: owner.id,
      username: owner.username,
      postId: owner.post_id,
      cookie: session.cookie,
      client: session,
      streamUsers,
    };
  } finally {
    await client.end();
  }
}

/** GET /api/notifications as the owner of NOTIFICATIONS_HELD: autocannon, then the raw SQL of the same page. */
export async function measureNotificationsList(
  baseUrl,
  databaseUrl,
  context,
  seconds,
) {
  const endpoint = notificationsEndpoint(
    "notifications",
    `notifications (${NOTIFICATIONS_HELD / 1000}k held)`,
  );
  await loadEndpoint(baseUrl, endpoint, context, null, 1);
  const api = await loadEndpoint(baseUrl, endpoint, context, null, seconds);
  const sql = await sqlBaseline(databaseUrl, endpoint, context, seconds);
  return { ...api, sql };
}

/**
 * OPEN_STREAMS signed-in streams (the owner's and OPEN_STREAMS - 1 others'); the last of the others comments on
 * the owner's post ACTIONS times, one after another, and each comment's notification is awaited on the owner's
 * stream. Answers the action → event times and the comment requests' own times.
 */
export async function measureLiveLatency(baseUrl, environment, context) {
  const origin = environment.APP_URL;
  const others = [];
  for (
    let start = 0;
    start < context.streamUsers.length - 1;
    start += LOGINS_AT_ONCE
  )
    others.push(
      ...(await Promise.all(
        context.streamUsers
          .slice(
            start,
            Math.min(start + LOGINS_AT_ONCE, context.streamUsers.length - 1),
          )
          .map((username) =>
            new ApiClient(baseUrl, origin).login(username, LOAD_PASSWORD),
          ),
      )),
    );
  const owner = context.client;
  const streams = [await owner.openEvents()];
  for (const other of others) streams.push(await other.openEvents());
  const actor = others.at(-1);
  const toEvent = [];
  const request = [];
  try {
    for (let action = 0; action < ACTIONS; action += 1) {
      const sent = performance.now();
      const comment = await actor.request(
        "POST",
        `/api/posts/${context.postId}/comments`,
        {
          json: { text: `Bench comment ${action + 1}` },
        },
      );
      request.push(performance.now() - sent);
      const event = await streams[0].waitFor(
        (candidate) =>
          candidate.name === "notification.created" &&
          candidate.data.notification?.data?.commentId === comment.id,
        10_000,
      );
      toEvent.push(event.at - sent);
    }
  } finally {
    for (const stream of streams) stream.close();
  }
  return {
    openStreams: streams.length,
    actions: ACTIONS,
    actionToEvent: summarize(toEvent),
    commentRequest: summarize(request),
  };
}

export function printNotificationsTable({ list, live }) {
  printTable(
    `Notifications: a user holding ${NOTIFICATIONS_HELD} notifications (the newest 300 unread)`,
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
      "p99 ≤ 50 ms",
    ],
    [
      [
        list.endpoint,
        list.connections,
        `${list.p50} ms`,
        `${list.p99} ms`,
        list.requestsPerSecond,
        list.non2xx + list.errors,
        `${list.sql.p50} ms`,
        `${list.sql.p99} ms`,
        list.sql.requestsPerSecond,
        `${Math.round((list.requestsPerSecond / list.sql.requestsPerSecond) * 100)} %`,
        list.p99 <= 50 ? "met" : "NOT met",
      ],
    ],
  );
  printTable(
    `Live notifications with ${live.openStreams} open event streams: ${live.actions} comments on the owner's post, one after another`,
    ["from", "to", "p50", "p99", "max"],
    [
      [
        "comment sent",
        "notification.created on the owner's stream",
        ...["p50", "p99", "max"].map((key) => `${live.actionToEvent[key]} ms`),
      ],
      [
        "comment sent",
        "comment answered (201)",
        ...["p50", "p99", "max"].map((key) => `${live.commentRequest[key]} ms`),
      ],
    ],
  );
}
