// Which requests make this process's session cache forget a read as they begin and end
// (lib/auth/session/session-cache.ts): a change (any method but GET, HEAD and OPTIONS)
// made with a session cookie this panel issued forgets that session's own read. That is what lets the browser's
// own next request, on this process, see what the change did without waiting for
// the notification. A request without one changes no session a read has kept (a
// sign-in makes a new one, which no read kept), and what it changes elsewhere
// still arrives as a notification; were it to empty the cache too, anyone on the
// network could keep every worker's cache empty with a stream of POSTs.
import type { IncomingMessage, ServerResponse } from "node:http";
import { sessionCookieName } from "@/lib/auth/config";
import { sessionCache, sidFromToken } from "@/lib/auth/session/session";
import type { SessionCache } from "@/lib/auth/session/session-cache";

/** The session cookie's value in a raw Cookie header: server.ts sees requests before Next parses them. */
function sessionCookieIn(header: string | undefined): string | undefined {
  const name = sessionCookieName();
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * For a change (not a read: server.ts asks only for those): when it carries one of the panel's session cookies,
 * forgets that session's read now and again when the answer closes. Resolves once decided; never rejects.
 */
export async function emptyCacheAroundChange(
  req: Pick<IncomingMessage, "headers">,
  res: Pick<ServerResponse, "once">,
  cache: Pick<SessionCache<unknown>, "changing"> = sessionCache,
): Promise<void> {
  const sid = await sidFromToken(sessionCookieIn(req.headers.cookie)).catch(() => null);
  if (sid !== null) res.once("close", cache.changing(sid));
}
