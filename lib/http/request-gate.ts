// What the panel's own server (server.ts) decides about a request before Next
// sees it: whether its body is refused unread, and how long it has to arrive.
import type http from "node:http";
import { refusedBody } from "@/lib/http/body-limits";
import {
  applyRequestDeadline,
  REQUEST_DEADLINE_MS,
  uploadDeadlineMs,
  type UploadPace,
} from "@/lib/http/server-timeouts";
import { uploadMinBytesPerSecond } from "@/lib/storage/config";
import { signedUploadSize, STORAGE_ROUTE, STORAGE_URL_REFUSED } from "@/lib/storage/signed-url";

// How long a refused request's client has to read the answer before its connection is closed.
const REFUSAL_LINGER_MS = 1000;

/**
 * An answer without reading the body: reading on would cost its whole length, and
 * closing at once could lose the answer in a reset, while the client still
 * sends. So the connection stops reading, lets the answer out, then closes.
 */
function refuseUnread(res: http.ServerResponse, req: http.IncomingMessage, status: number, message: string) {
  req.socket.pause();
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8" }).end(message);
  setTimeout(() => req.socket.destroy(), REFUSAL_LINGER_MS).unref();
}

type GateOptions = { deadlineMs?: number; uploadPace?: UploadPace };

/**
 * The general deadline as a grace, and STORAGE_UPLOAD_MIN_KB_PER_SECOND (docs/configuration.md): read as the server
 * loads this module, so a bad value stops it at start rather than failing every request.
 */
const CONFIGURED_UPLOAD_PACE: UploadPace = {
  graceMs: REQUEST_DEADLINE_MS,
  bytesPerSecond: uploadMinBytesPerSecond(),
};

/**
 * False when the request has been answered here (its body refused unread); true: hand it on.
 * `deadlineMs`: how long its body has to arrive; `uploadPace`: how a signed upload's deadline
 * follows from its size (a test shortens both).
 */
export function admitRequest(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  { deadlineMs = REQUEST_DEADLINE_MS, uploadPace = CONFIGURED_UPLOAD_PACE }: GateOptions = {},
): boolean {
  // The path without its query.
  const path = (req.url ?? "/").split("?")[0]!;
  if (refusedBody(path, req.headers)) {
    refuseUnread(res, req, 413, "Request body too large");
    return false;
  }
  // An upload to the local store may take longer than the deadline (a large file on a slow link),
  // so its signature is checked here, before a byte of it is read: only an upload the panel signed
  // gets a longer deadline, from its signed size at the slowest pace allowed (never none: a client
  // that stalls would hold its connection for ever), and any other is refused unread.
  if (req.method === "PUT" && path.startsWith(STORAGE_ROUTE)) {
    const size = signedUploadSize(req.url ?? "/");
    if (size === null) {
      refuseUnread(res, req, 403, STORAGE_URL_REFUSED);
      return false;
    }
    applyRequestDeadline(req, res, uploadDeadlineMs(size, uploadPace));
    return true;
  }
  applyRequestDeadline(req, res, deadlineMs);
  return true;
}
