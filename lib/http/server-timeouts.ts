// The timeouts of the panel's own server (server.ts, `npm start`).
import type http from "node:http";

export const SERVER_TIMEOUTS = {
  // Node cuts a whole request at 5 minutes by default, which ends the local store's
  // uploads of large bonus files on slow links; an upload that began in time must finish.
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
