#!/usr/bin/env node
// The engine alone on the bench's pair, in a process of its own as a worker is, with the built code:
//   node scripts/bench/app/engine-alone.mjs <person> <garment> <runs>
// Prints one JSON line { modelLoadMs, runsMs }. The app bench runs it beside its try-ons, under the same load,
// so that "GENERATE → result shown" can be read against what the engine itself takes at that moment.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { performance } from "node:perf_hooks";

const require = createRequire(import.meta.url);
const {
  createTryOnEngine,
} = require("@tvt/try-on-engine");
const [personPath, garmentPath, runsText] = process.argv.slice(2);
const personImage = readFileSync(personPath);
const garmentImage = readFileSync(garmentPath);

const engine = await createTryOnEngine();
// The first image pays for the JIT, as the bench's warm-up try-on does; not counted either.
await engine.generate({ personImage, garmentImage });
const runsMs = [];
for (let index = 0; index < Number(runsText); index += 1) {
  const started = performance.now();
  await engine.generate({ personImage, garmentImage });
  runsMs.push(Math.round(performance.now() - started));
}
console.log(
  JSON.stringify({ modelLoadMs: engine.modelLoadMilliseconds, runsMs }),
);
