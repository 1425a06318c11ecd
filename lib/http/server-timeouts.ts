// The timeouts of the panel's own server (server.ts, `npm start`).
import type http from "node:http";

export const SERVER_TIMEOUTS = {
  // Node cuts a whole request at 5 minutes by default, which ends the local store's
  // uploads of large bonus files on slow links; an upload that began in time must finish.
  // Every other request keeps that limit (applyRequestDeadline); only an upload whose signed URL
  // was checked first gets a longer one, from its size (uploadDeadlineMs, lib/http/request-gate.ts).
  requestTimeout: 0,
  // A client must still send its headers promptly (slowloris)...
  headersTimeout: 60_000,
  // ...and a connection where nothing moves either way for this long is closed, as nginx's client_body_timeout does.
  timeout: 120_000,
} as const;

export function applyServerTimeouts(server: http.Server): void {
  server.requestTimeout = SERVER_TIMEOUTS.requestTimeout;
  server.headersTimeout = SERVER_TIMEOUTS.headersTimeout;
  server.setTimeout(SERVER_TIMEOUTS.timeout);
}

/** Node's default whole-request limit, kept for everything but a signed upload to the local store. */
export const REQUEST_DEADLINE_MS = 5 * 60 * 1000;

/** How a signed upload's deadline follows from its size: a grace, plus its size at the slowest pace allowed. */
export type UploadPace = { graceMs: number; bytesPerSecond: number };

/** The time a signed upload of `size` bytes has for its body. */
export function uploadDeadlineMs(size: number, { graceMs, bytesPerSecond }: UploadPace): number {
  return graceMs + Math.ceil((size / bytesPerSecond) * 1000);
}

/** Closes the connection of a request whose body has not arrived within the deadline (a trickling client). */
export function applyRequestDeadline(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  deadlineMs = REQUEST_DEADLINE_MS,
): void {
  const timer = setTimeout(() => {
    if (!req.complete) req.socket.destroy();
  }, deadlineMs).unref();
  const clear = () => clearTimeout(timer);
  req.once("end", clear);
  res.once("close", clear);
}
