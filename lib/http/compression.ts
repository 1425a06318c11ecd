// Who gzips the panel's answers (COMPRESS): "on" (the default), the Node server
// itself; "off", a proxy in front (nginx's `gzip on`, a CDN, a load balancer),
// which does it without taking the main thread every request waits its turn on
// (gzip was part of a signed-in request's cost under load: docs/decisions/request-cost.md).

type Environment = Record<string, string | undefined>;

/** Whether Next compresses; an unknown value stops the server rather than guess. */
export function serverCompresses(env: Environment = process.env): boolean {
  const value = env.COMPRESS;
  if (value === undefined || value === "" || value === "on") return true;
  if (value === "off") return false;
  throw new Error(`COMPRESS must be on or off, not "${value}"`);
}
