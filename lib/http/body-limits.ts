// Body caps, in one place: the route wrapper (lib/api/route.ts), the routes
// read before a session is known, next.config.ts and server.ts use them. No
// imports, so the config can load it.

/** The admin API: generous for the largest legitimate body (5,000 ids in a bulk delete), small enough to refuse floods. */
export const ADMIN_BODY_MAX_BYTES = 1024 * 1024;
/** A CSV import (POST /api/admin/{contacts,companies}/import[/dry-run]): 50,000 contacts take some 5 MB. */
export const IMPORT_BODY_MAX_BYTES = 20 * 1024 * 1024;
/** The routes that take a file as their body, read whole within their cap before their transaction (lib/api/route.ts `upload`). */
export const IMPORT_PATH = /^\/api\/admin\/(contacts|companies)\/import(\/dry-run)?$/;
/** An email, a password and a callback: anything longer is not a sign-in (POST /api/login). */
export const SIGN_IN_BODY_MAX_BYTES = 8 * 1024;
/** A code or a passkey's answer, and a callback (POST /api/login/verify, POST /api/login/passkey): an answer's fields are bounded by its schema to less. */
export const SECOND_STEP_BODY_MAX_BYTES = 24 * 1024;
/** next-auth's posts: a CSRF token, a callback URL and a flag or two. */
export const NEXT_AUTH_BODY_MAX_BYTES = 16 * 1024;

/**
 * A request `server.ts` refuses before Next sees it, without reading its body:
 * an admin API call that declares a body over the cap, or any body sent to a
 * page (pages take none: the panel has no server actions). Next's proxy would
 * otherwise read such a body, however large, before any handler could refuse it.
 */
export function refusedBody(
  path: string,
  headers: { "content-length"?: string; "transfer-encoding"?: string },
): boolean {
  const declared = Number(headers["content-length"] ?? 0);
  if (path.startsWith("/api/admin/"))
    return declared > (IMPORT_PATH.test(path) ? IMPORT_BODY_MAX_BYTES : ADMIN_BODY_MAX_BYTES);
  return !path.startsWith("/api/") && (declared > 0 || headers["transfer-encoding"] !== undefined);
}
