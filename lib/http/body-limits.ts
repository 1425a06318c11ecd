// The admin API's body cap, shared by the route wrapper (lib/api/route.ts),
// next.config.ts and server.ts; no imports, so the config can load it.

/** Generous for the largest legitimate body (5,000 ids in a bulk delete), small enough to refuse floods. */
export const ADMIN_BODY_MAX_BYTES = 1024 * 1024;

/**
 * An admin API call that declares a body over the cap. `server.ts` refuses it
 * before Next, whose proxy would otherwise read the whole body, however large,
 * before any handler could refuse it.
 */
export function declaresOversizedAdminBody(path: string, contentLength: string | undefined): boolean {
  return path.startsWith("/api/admin/") && Number(contentLength ?? 0) > ADMIN_BODY_MAX_BYTES;
}
