// An unauthenticated client sending a huge body must not stall or grow the
// server: the production server (server.ts) answers 413 at once, without
// reading the body, while other requests keep being answered quickly.
import http from "node:http";
import { expect, test } from "@playwright/test";

const MEGABYTE = 1024 * 1024;
const HUGE_BODY_BYTES = 600 * MEGABYTE;
const CHUNK = Buffer.alloc(MEGABYTE, 0x61);

type Sent = { status: number; milliseconds: number; sentBytes: number };

/** Posts up to 600 MB of "a"s as fast as the server takes them, with no cookie, and stops once it answers. */
function postHugeBody(baseURL: string, path: string, declared: boolean): Promise<Sent> {
  const url = new URL(path, baseURL);
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded", Origin: url.origin };
  if (declared) headers["Content-Length"] = String(HUGE_BODY_BYTES);
  const startedAt = performance.now();
  return new Promise((resolve, reject) => {
    let sentBytes = 0;
    const req = http.request(url, { method: "POST", headers }, (res) => {
      resolve({ status: res.statusCode!, milliseconds: performance.now() - startedAt, sentBytes });
      res.resume();
      req.destroy();
    });
    req.on("error", (error) => (req.destroyed ? undefined : reject(error)));
    const write = () => {
      while (sentBytes < HUGE_BODY_BYTES && !req.destroyed) {
        sentBytes += CHUNK.length;
        if (!req.write(CHUNK)) return void req.once("drain", write);
      }
      if (!req.destroyed) req.end();
    };
    write();
  });
}

// The panel runs two workers (playwright.config.ts), and the primary hands each new connection to the next
// free one in turn: health probes on one connection would watch the worker that does not get the body.
// Four connections opened one after another reach each worker, whichever then receives it.
const PROBE_CONNECTIONS = 4;

/**
 * GET /api/health on each of PROBE_CONNECTIONS kept-alive connections at once, every 50 ms: `during(until)`
 * probes until `until` settles (and for one second at least) and answers each round trip's milliseconds.
 */
async function healthProbe(baseURL: string) {
  const agents = Array.from({ length: PROBE_CONNECTIONS }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  const probe = (agent: http.Agent) =>
    new Promise<number>((resolve, reject) => {
      const startedAt = performance.now();
      http
        .get(new URL("/api/health", baseURL), { agent }, (res) =>
          res.resume().on("end", () => resolve(performance.now() - startedAt)),
        )
        .on("error", reject);
    });
  // Opens the connections, one after another, so the figures are the server's, not the handshakes'.
  for (const agent of agents) await probe(agent);
  return {
    async during(until: Promise<unknown>): Promise<number[]> {
      let settled = false;
      void until.finally(() => (settled = true));
      const times: number[] = [];
      // At least one second of probes, so the server's first moments with the body are watched too.
      const watchUntil = performance.now() + 1000;
      while (!settled || performance.now() < watchUntil) {
        times.push(...(await Promise.all(agents.map(probe))));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return times;
    },
    close: () => agents.forEach((agent) => agent.destroy()),
  };
}

// How much slower than just before /api/health may answer while a huge body is refused, and a floor for a
// machine so quiet that its figures are noise. A server that reads or parses such a body on its event loop
// stalls for several seconds; a busy machine slows the probes before and during alike, so the bound measures
// the server, not the machine. The floor stays well under that stall but above one garbage collection or a
// CI neighbour's burst (a single 513 ms probe was seen on a loaded CI machine while the server was healthy).
const HEALTH_SLOWDOWN = 5;
const HEALTH_FLOOR_MS = 2000;
// Refused "at once": the bytes sent show the body was not read; this only catches a refusal that waits
// (for a timeout, a minute or more), with room for a busy machine's first call to a route.
const REFUSED_WITHIN_MS = 5000;

for (const { path, declared } of [
  { path: "/api/auth/callback/credentials", declared: true },
  { path: "/api/auth/callback/credentials", declared: false },
  { path: "/api/login", declared: true },
  { path: "/api/admin/users", declared: true },
  // Pages take no body at all (there are no server actions): refused before Next's proxy would read it.
  { path: "/", declared: true },
  { path: "/users", declared: false },
]) {
  test(`a ${declared ? "declared" : "chunked"} 600 MB body to ${path} is refused at once while the server keeps answering`, async ({
    baseURL,
  }) => {
    const health = await healthProbe(baseURL!);
    // The same probes for a second just before, on the same connections: how fast this machine answers now.
    const before = await health.during(Promise.resolve());
    const sent = postHugeBody(baseURL!, path, declared);
    const during = await health.during(sent);
    health.close();
    const { status, milliseconds, sentBytes } = await sent;
    const healthBound = Math.max(HEALTH_FLOOR_MS, HEALTH_SLOWDOWN * Math.max(...before));
    test.info().annotations.push({
      type: "figures",
      description: `413 after ${Math.round(milliseconds)} ms and ${sentBytes / MEGABYTE} MB sent; /api/health slowest ${Math.round(Math.max(...during))} ms of ${during.length} (bound ${Math.round(healthBound)} ms), before ${Math.round(Math.max(...before))} ms of ${before.length}`,
    });
    expect(status).toBe(413);
    expect(milliseconds).toBeLessThan(REFUSED_WITHIN_MS);
    expect(sentBytes).toBeLessThan(HUGE_BODY_BYTES / 4);
    expect(Math.max(...during)).toBeLessThan(healthBound);
  });
}
