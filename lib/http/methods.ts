/** Methods that only read: no state change, so no Origin check (lib/api/route.ts) and no emptied session cache (server.ts). */
export const SAFE_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);
