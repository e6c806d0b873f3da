// The framework's floor (issue 64): what DESIGN's fixed stack, NestJS 11 on Express, costs with nothing of ours in it.
// No middleware (no helmet, sessions, body parser, request id), no guards, pipes or interceptors, no mapping:
//   GET /api/health/live   answers { status: "ok" }, as the app's liveness route;
//   GET /api/feed          sends the rows of the app's own feed statement (backend/dist, as the raw-SQL baseline),
//                          for FLOOR_VIEWER_ID when the request carries a cookie (the signed-in bench user) and as a
//                          guest otherwise, through a `pg` pool of the app's size (data-source-options: 20).
// Started by the bench as `node framework-floor.cjs PORT` with DATABASE_URL in its environment; prints "listening".
const path = require("node:path");
const { createRequire } = require("node:module");

const backend = createRequire(
  path.join(__dirname, "../../../backend/package.json"),
);
backend("reflect-metadata");
const { Controller, Get, Module, Query, Headers } = backend("@nestjs/common");
const { NestFactory } = backend("@nestjs/core");
const { Pool } = backend("pg");
const { feedQuery, tryOnPostsBranch } = backend(
  "./dist/modules/social/feed.query.js",
);
const { activeProductsBranch } = backend(
  "./dist/modules/products/products-feed-branch.js",
);

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const viewerId = process.env.FLOOR_VIEWER_ID || null;
const alive = { status: "ok" };

async function feedRows(signedIn, limit) {
  const viewer = signedIn ? viewerId : null;
  const { sql, parameters } = feedQuery(
    [tryOnPostsBranch, activeProductsBranch],
    {
      viewerId: viewer,
      after: null,
      rowsWanted: Math.min(Number(limit) || 20, 50) + 1,
      authorId: null,
    },
  );
  const { rows } = await pool.query({
    name: viewer ? "feed-signed-in" : "feed-guest",
    text: sql,
    values: parameters,
  });
  return { posts: rows };
}

class FloorController {
  live() {
    return alive;
  }

  feed(limit, cookie) {
    return feedRows(Boolean(cookie), limit);
  }
}
// Decorators applied by hand: this file runs as plain JavaScript, without the backend's TypeScript build.
const decorate = (name, ...decorators) => {
  const descriptor = Object.getOwnPropertyDescriptor(
    FloorController.prototype,
    name,
  );
  for (const decorator of decorators)
    decorator(FloorController.prototype, name, descriptor);
};
Controller("api")(FloorController);
decorate("live", Get("health/live"));
decorate("feed", Get("feed"));
Query("limit")(FloorController.prototype, "feed", 0);
Headers("cookie")(FloorController.prototype, "feed", 1);
Reflect.defineMetadata(
  "design:paramtypes",
  [String, String],
  FloorController.prototype,
  "feed",
);

class FloorModule {}
Module({ controllers: [FloorController] })(FloorModule);

NestFactory.create(FloorModule, { logger: false, bodyParser: false })
  .then(async (app) => {
    await app.listen(Number(process.argv[2]), "127.0.0.1");
    console.log("listening");
    process.once("SIGTERM", () => void app.close().then(() => pool.end()));
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
