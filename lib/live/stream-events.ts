// Named events of the change stream (lib/live/stream.ts) that its browser end
// (components/live/live-connection.tsx) acts on; no imports, so the browser's
// bundle gains nothing else.

/** A stream ended for a newer one of its session (the server keeps a few per session): do not reconnect it. */
export const SUPERSEDED_EVENT = "superseded";
