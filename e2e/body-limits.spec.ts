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

/** GET /api/health every 50 ms over one kept-alive connection until `until` settles; answers each round trip's milliseconds. */
async function healthTimesDuring(baseURL: string, until: Promise<unknown>): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const probe = () =>
    new Promise<number>((resolve, reject) => {
      const startedAt = performance.now();
      http
        .get(new URL("/api/health", baseURL), { agent }, (res) =>
          res.resume().on("end", () => resolve(performance.now() - startedAt)),
        )
        .on("error", reject);
    });
  await probe(); // Opens the connection, so the figures are the server's, not the handshake's.
  let settled = false;
  void until.finally(() => (settled = true));
  const times: number[] = [];
  // At least one second of probes, so the server's first moments with the body are watched too.
  const watchUntil = performance.now() + 1000;
  while (!settled || performance.now() < watchUntil) {
    times.push(await probe());
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  agent.destroy();
  return times;
}

for (const { path, declared } of [
  { path: "/api/auth/callback/credentials", declared: true },
  { path: "/api/auth/callback/credentials", declared: false },
  { path: "/api/login", declared: true },
  { path: "/api/admin/users", declared: true },
  // Pages take no body at all (there are no server actions): refused before Next's proxy would read it.
  { path: "/", declared: true },
  { path: "/users", declared: false },
]) {
  test(`a ${declared ? "declared" : "chunked"} 600 MB body to ${path} is refused within a second while the server keeps answering`, async ({
    baseURL,
  }) => {
    const sent = postHugeBody(baseURL!, path, declared);
    const healthTimes = await healthTimesDuring(baseURL!, sent);
    const { status, milliseconds, sentBytes } = await sent;
    test.info().annotations.push({
      type: "figures",
      description: `413 after ${Math.round(milliseconds)} ms and ${sentBytes / MEGABYTE} MB sent; /api/health slowest ${Math.round(Math.max(...healthTimes))} ms of ${healthTimes.length}`,
    });
    expect(status).toBe(413);
    expect(milliseconds).toBeLessThan(1000);
    expect(sentBytes).toBeLessThan(HUGE_BODY_BYTES / 4);
    expect(Math.max(...healthTimes)).toBeLessThan(100);
  });
}
