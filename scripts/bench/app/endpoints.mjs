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
  {
    name: "notifications",
    path: () => "/api/notifications",
    signedIn: true,
    // NotificationsService.list: the first page (20 + 1, newest first) and the unread count.
    baseline: async (client, { username }) => {
      const owner = await client.query(
        "SELECT id FROM users WHERE lower(username) = lower($1) LIMIT 1",
        [username],
      );
      await client.query(
        `SELECT id, user_id, actor_id, type, data, read, group_id, group_count, aggregated, created_at FROM notification
         WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 21`,
        [owner.rows[0].id],
      );
      await client.query(
        "SELECT count(*) FROM notification WHERE user_id = $1 AND read = false",
        [owner.rows[0].id],
      );
    },
  },
];
