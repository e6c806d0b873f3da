// Loaded with `node --require` into the one API process that scripts/bench/profile.mjs measures. Over the child
// process channel the profile script asks it to start and stop V8's sampling profiler, the one `node --cpu-prof`
// uses, so that each route gets a .cpuprofile of its own load only (not the process's start or the other routes).
const inspector = require("node:inspector");
const { writeFileSync } = require("node:fs");

const session = new inspector.Session();
session.connect();
const post = (method, parameters) =>
  new Promise((resolve, reject) =>
    session.post(method, parameters, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );

process.on("message", async (message) => {
  try {
    if (message.type === "start") {
      await post("Profiler.enable");
      await post("Profiler.setSamplingInterval", {
        interval: message.intervalMicroseconds,
      });
      await post("Profiler.start");
      process.send({ type: "started" });
    } else if (message.type === "stop") {
      const { profile } = await post("Profiler.stop");
      writeFileSync(message.file, JSON.stringify(profile));
      process.send({ type: "stopped" });
    }
  } catch (error) {
    process.send({ type: "failed", message: error.message });
  }
});
// The channel must not keep the process alive once the server closes on SIGTERM.
process.channel?.unref();
