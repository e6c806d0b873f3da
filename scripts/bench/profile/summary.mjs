#!/usr/bin/env node
// Where a .cpuprofile's time went, as text: the busy share of the run, the time folded onto the package that asked
// for it, the same grouped by concern of the request path, and the top functions by self and by total time.
//
//   node scripts/bench/profile/summary.mjs <file.cpuprofile> [...]     (what scripts/bench/profile.mjs prints)
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const TOP = 15;
const HTTP_AND_SOCKETS = new Set([
  "node:_http_outgoing",
  "node:_http_server",
  "node:_http_common",
  "node:_http_incoming",
  "node:http",
  "node:net",
  "node:stream_base_commons",
  "node:streams",
]);
const IDLE = new Set(["(idle)", "(root)"]);

/**
 * Concerns of the request path, each a set of packages: a sample belongs to the concern of the package that asked for
 * its time (see foldedPackage), so the concerns partition the busy time. Counting a middleware inclusively would be
 * wrong: express calls the next middleware inside the previous one's frame, so every later layer would count too.
 */
const CONCERNS = [
  {
    name: "JSON.stringify / JSON.parse (whoever calls them)",
    leaf: (frame) =>
      frame.url === "" &&
      (frame.functionName === "stringify" || frame.functionName === "parse"),
  },
  {
    name: "garbage collection",
    leaf: (frame) => frame.functionName === "(garbage collector)",
  },
  {
    name: "logging (Nest Logger, console)",
    owner: (frame) =>
      frame.url.includes("/services/logger") ||
      frame.url.includes("node:internal/console"),
  },
  {
    name: "validation pipes (class-transformer, class-validator, ours)",
    owner: (frame) =>
      ["class-transformer", "class-validator", "app:common/errors"].includes(
        frame.package,
      ) || frame.url.includes("/pipes/"),
  },
  {
    name: "session (express-session, cookie signature, store, passport)",
    packages: [
      "express-session",
      "cookie-signature",
      "cookie",
      "on-headers",
      "uid-safe",
      "random-bytes",
      "connect-pg-simple",
      "passport",
      "app:common/auth",
    ],
  },
  {
    name: "rate limit (@nestjs/throttler, our storage)",
    packages: ["@nestjs/throttler", "app:common/rate-limit"],
  },
  { name: "helmet", packages: ["helmet"] },
  { name: "ETag of the body (etag)", packages: ["etag"] },
  {
    name: "PostgreSQL client (pg, typeorm, our statements)",
    packages: [
      "pg",
      "pg-pool",
      "pg-protocol",
      "pg-types",
      "pg-cloudflare",
      "postgres-date",
      "postgres-array",
      "postgres-bytea",
      "postgres-interval",
      "typeorm",
      "app:common/database",
    ],
  },
  {
    name: "Redis client (ioredis)",
    packages: [
      "ioredis",
      "redis-parser",
      "@ioredis/commands",
      "denque",
      "cluster-key-slot",
      "standard-as-callback",
    ],
  },
  {
    name: "framework (express, its router, Nest's router, guards, response)",
    packages: [
      "express",
      "router",
      "path-to-regexp",
      "body-parser",
      "finalhandler",
      "send",
      "type-is",
      "content-type",
      "accepts",
      "negotiator",
      "mime-types",
      "fresh",
      "range-parser",
      "parseurl",
      "qs",
      "encodeurl",
      "depd",
      "debug",
      "statuses",
      "vary",
      "@nestjs/core",
      "@nestjs/common",
      "@nestjs/platform-express",
      "rxjs",
      "reflect-metadata",
    ],
  },
  {
    name: "our modules (controllers, services, mapping)",
    owner: (frame) => frame.package.startsWith("app:modules/"),
  },
  {
    name: "our other code (request guards, configure-app, common/)",
    owner: (frame) => frame.package.startsWith("app:"),
  },
  {
    name: "Node: HTTP parsing, response and socket writes",
    owner: (frame) => frame.package.startsWith("node:"),
  },
];

function concernOf(stack, owner) {
  for (const concern of CONCERNS) {
    if (concern.leaf?.(stack[0])) return concern.name;
    if (!owner) continue;
    if (concern.owner?.(owner)) return concern.name;
    if (concern.packages?.includes(owner.package)) return concern.name;
  }
  return owner ? "other packages" : "V8 (compiling, runtime)";
}

/** `express`, `@nestjs/core`, `app:common/auth`, `node:net`, or null for V8's own frames (natives, GC). */
export function packageOf(url) {
  if (!url) return null;
  if (url.startsWith("node:")) {
    const parts = url.slice(5).split("/");
    return `node:${parts[0] === "internal" ? parts[1] : parts[0]}`.replace(
      /\.js$/,
      "",
    );
  }
  const path = url.replace(/^file:\/\//, "");
  const modules = path.lastIndexOf("/node_modules/");
  if (modules >= 0) {
    const parts = path.slice(modules + "/node_modules/".length).split("/");
    return parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const dist = path.lastIndexOf("/backend/dist");
  if (dist >= 0) {
    const parts = path.slice(dist).split("/").slice(3);
    return `app:${parts.length > 2 ? parts.slice(0, 2).join("/") : parts[0].replace(/\.js$/, "")}`;
  }
  return "other";
}

function describe(callFrame) {
  const frame = {
    functionName: callFrame.functionName || "(anonymous)",
    url: callFrame.url,
    package: packageOf(callFrame.url) ?? "",
  };
  const where = callFrame.url
    ? `${frame.package.startsWith("node:") ? callFrame.url : frame.package}${frame.package.startsWith("app:") ? `/${callFrame.url.split("/").at(-1)}` : ""}:${callFrame.lineNumber + 1}`
    : "(V8)";
  frame.label = `${frame.functionName}  ${where}`;
  return frame;
}

/** Every figure of the summary, from a parsed .cpuprofile. */
export function summariseProfile(profile) {
  const parents = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const frames = new Map(
    profile.nodes.map((node) => [node.id, describe(node.callFrame)]),
  );
  const stacks = new Map();
  const stackOf = (id) => {
    if (!stacks.has(id)) {
      const stack = [];
      for (let at = id; at !== undefined; at = parents.get(at))
        stack.push(frames.get(at));
      stacks.set(id, stack);
    }
    return stacks.get(id);
  };
  const self = new Map();
  const total = new Map();
  const folded = new Map();
  const concerns = new Map();
  const add = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
  let busy = 0;
  for (const id of profile.samples) {
    const stack = stackOf(id);
    const leaf = stack[0];
    if (IDLE.has(leaf.functionName)) continue;
    busy += 1;
    add(self, leaf.label);
    for (const label of new Set(stack.map((frame) => frame.label)))
      add(total, label);
    const owner = ownerOf(stack);
    add(folded, owner ? owner.package : stack[0].functionName);
    add(concerns, concernOf(stack, owner));
  }
  const durationMs = (profile.endTime - profile.startTime) / 1000;
  const sampleMs = durationMs / Math.max(profile.samples.length, 1);
  const rows = (map, count = TOP) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, samples]) => ({
        name,
        ms: Math.round(samples * sampleMs),
        share: samples / Math.max(busy, 1),
      }));
  return {
    durationMs: Math.round(durationMs),
    busyMs: Math.round(busy * sampleMs),
    busyShare: (busy * sampleMs) / durationMs,
    folded: rows(folded, 20),
    concerns: rows(concerns, CONCERNS.length + 2),
    selfByFunction: rows(self),
    totalByFunction: rows(total),
  };
}

/**
 * Who asked for a sample's time: the deepest frame of a package or of our code (the natives and Node internals it
 * called count as its own); else the deepest frame of Node's own (HTTP parsing, sockets); null for V8's alone.
 */
function ownerOf(stack) {
  // Response and socket writes are the HTTP server's, whichever wrapper of res.end (express-session's, on-headers')
  // they run under.
  const firstScripted = stack.find((frame) => frame.url !== "");
  if (firstScripted && HTTP_AND_SOCKETS.has(firstScripted.package))
    return firstScripted;
  return (
    stack.find(
      (frame) =>
        frame.package &&
        !frame.package.startsWith("node:") &&
        frame.package !== "other",
    ) ??
    stack.find((frame) => frame.package.startsWith("node:")) ??
    null
  );
}

const percent = (share) => `${(share * 100).toFixed(1)}%`;

/** The summary as text, one block per table. */
export function formatSummary(title, summary) {
  const lines = [
    `${title}: ${summary.durationMs} ms profiled, ${summary.busyMs} ms busy (${percent(summary.busyShare)} of one core); shares are of the busy time`,
  ];
  const block = (heading, rows) => {
    lines.push(`  ${heading}`);
    const width = Math.max(...rows.map((row) => row.name.length));
    for (const row of rows)
      lines.push(
        `    ${row.name.padEnd(width)}  ${String(row.ms).padStart(6)} ms  ${percent(row.share).padStart(6)}`,
      );
  };
  block(
    "folded onto the package that asked for the time (sums to 100%)",
    summary.folded,
  );
  block(
    "by concern (each sample counted once, for the package that asked for it)",
    summary.concerns,
  );
  block(`top ${TOP} functions by self time`, summary.selfByFunction);
  block(
    `top ${TOP} functions by total time (self and callees)`,
    summary.totalByFunction,
  );
  return lines.join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  if (process.argv.length < 3) {
    console.error(
      "usage: node scripts/bench/profile/summary.mjs <file.cpuprofile> [...]",
    );
    process.exit(2);
  }
  for (const file of process.argv.slice(2))
    console.log(
      `${formatSummary(file, summariseProfile(JSON.parse(readFileSync(file, "utf8"))))}\n`,
    );
}
