// A signed-in user of the running app, driven through the public API the way the web client drives it.
import { performance } from "node:perf_hooks";

export const PASSWORD = "Bench12345";
let sequence = 0;

export class ApiClient {
  constructor(baseUrl, origin) {
    this.baseUrl = baseUrl;
    // State-changing requests that carry the session cookie must name the app as their Origin, as browsers do.
    this.origin = origin;
    this.cookie = "";
    this.username = "";
    this.userId = "";
  }

  async request(method, path, { json, form, expect = [200, 201] } = {}) {
    const headers = { accept: "application/json", origin: this.origin };
    if (this.cookie) headers.cookie = this.cookie;
    let body;
    if (json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(json);
    } else if (form) body = form;
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body,
    });
    const setCookie = response.headers.get("set-cookie");
    if (setCookie) this.cookie = setCookie.split(";")[0];
    const text = await response.text();
    if (!expect.includes(response.status))
      throw new Error(
        `${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`,
      );
    return text ? JSON.parse(text) : {};
  }

  /** Registers, reads the code from the development outbox like a user reads their inbox, and verifies. */
  async register() {
    sequence += 1;
    this.username = `bench_${Date.now().toString(36).slice(-5)}${sequence}`;
    const email = `${this.username}@example.com`;
    const registration = {
      firstName: "Bench",
      lastName: "User",
      username: this.username,
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      gender: "female",
    };
    const registered = await this.request("POST", "/api/auth/register", {
      json: registration,
    });
    const outbox = await this.request(
      "GET",
      `/api/dev/outbox?to=${encodeURIComponent(email)}`,
    );
    const otp = /\b(\d{4})\b/.exec(outbox.messages?.[0]?.subject ?? "")?.[1];
    if (!otp) throw new Error(`no code e-mailed to ${email}`);
    const verified = await this.request("POST", "/api/auth/verify", {
      json: { userId: registered.userId, otp },
    });
    this.userId = verified.user?.id ?? registered.userId;
    return this;
  }

  async login(username, password) {
    await this.request("POST", "/api/auth/login", {
      json: { username, password },
    });
    this.username = username;
    return this;
  }

  /** As an admin: the grant endpoint, the way admins give credits before purchases exist. */
  grantCredits(userId, amount) {
    return this.request("POST", `/api/admin/users/${userId}/credits`, {
      json: { amount, description: "Benchmark credits" },
    });
  }

  /** Uploads the person and garment photos of one try-on session, as the two slots of Create Try-on do. */
  async uploadPair(timestamp, person, garment) {
    const upload = async (path, field, image, name) => {
      const form = new FormData();
      form.append("timestamp", timestamp);
      form.append(field, new Blob([image], { type: "image/jpeg" }), name);
      return (await this.request("POST", path, { form })).path;
    };
    return {
      human: await upload(
        "/api/virtual-try-on/upload-human",
        "humanImage",
        person,
        "person.jpg",
      ),
      cloth: await upload(
        "/api/virtual-try-on/upload-cloth",
        "clothImage",
        garment,
        "garment.jpg",
      ),
    };
  }

  /** GENERATE: answers the try-on id. */
  async startTryOn(timestamp, paths) {
    const started = await this.request("POST", "/api/virtual-try-on", {
      json: {
        human_image: paths.human,
        cloth_image: paths.cloth,
        garment_path: paths.cloth,
        try_on_id: "",
        timestamp,
      },
    });
    return started.id;
  }

  /** Fetches an image as the result screen's <img> does, to its last byte; answers the byte count. */
  async fetchImage(url) {
    const response = await fetch(new URL(url, this.baseUrl), {
      headers: { cookie: this.cookie },
    });
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    return (await response.arrayBuffer()).byteLength;
  }

  /** Opens the live events stream (GET /api/events) and records each event with the moment it arrived. */
  async openEvents() {
    this.events = new EventStream();
    await this.events.open(`${this.baseUrl}/api/events`, this.cookie);
    return this.events;
  }
}

/** One server-sent events stream: every event is kept with its arrival time (performance.now()). */
class EventStream {
  received = [];
  #waiters = new Set();
  #controller = new AbortController();

  async open(url, cookie) {
    const response = await fetch(url, {
      headers: { cookie, accept: "text/event-stream" },
      signal: this.#controller.signal,
    });
    if (!response.ok)
      throw new Error(`GET /api/events answered ${response.status}`);
    void this.#read(response.body.getReader());
  }

  async #read(reader) {
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end;
        while ((end = buffer.indexOf("\n\n")) !== -1) {
          const lines = buffer.slice(0, end).split("\n");
          buffer = buffer.slice(end + 2);
          const name = lines
            .find((line) => line.startsWith("event: "))
            ?.slice(7);
          const data = lines
            .find((line) => line.startsWith("data: "))
            ?.slice(6);
          if (!name) continue;
          this.received.push({
            name,
            data: data ? JSON.parse(data) : {},
            at: performance.now(),
          });
          for (const wake of this.#waiters) wake();
        }
      }
    } catch {
      // closed by close()
    }
  }

  /** The first tryOn.status event of this try-on matching the predicate, waiting for it if needed. */
  waitForTryOn(id, predicate, timeoutMilliseconds = 180_000) {
    return this.waitFor(
      (event) =>
        event.name === "tryOn.status" &&
        event.data.id === id &&
        predicate(event.data),
      timeoutMilliseconds,
      `try-on ${id}`,
    );
  }

  /** The first received event matching the predicate, waiting for it if needed. */
  async waitFor(predicate, timeoutMilliseconds, what = "the awaited event") {
    const deadline = performance.now() + timeoutMilliseconds;
    for (;;) {
      const found = this.received.find(predicate);
      if (found) return found;
      if (performance.now() > deadline)
        throw new Error(
          `${what}: no such event within ${timeoutMilliseconds / 1000} s`,
        );
      await new Promise((resolve) => {
        const wake = () => {
          this.#waiters.delete(wake);
          resolve();
        };
        this.#waiters.add(wake);
        setTimeout(wake, 1_000);
      });
    }
  }

  close() {
    this.#controller.abort();
  }
}

export const isFinished = (status) =>
  status.status === "completed" || status.status === "failed";
