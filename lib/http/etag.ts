// Validators for answers a client polls (the public feature feed, live lists' poll).
import crypto from "node:crypto";

/** A strong validator (RFC 9110 §8.8.3): the content's SHA-256, quoted. */
export function strongEtag(content: string): string {
  return `"${crypto.createHash("sha256").update(content).digest("base64url").slice(0, 27)}"`;
}

/** Whether If-None-Match names this tag (or any, "*"). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  return !!ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*");
}

/**
 * JSON with its ETag, or 304 with no body when the client already holds it.
 * `taggedPart` is what the tag stands for, where a field that always moves (a
 * clock) must not make every answer new.
 */
export function jsonWithEtag(req: Request, body: unknown, taggedPart: string = JSON.stringify(body)): Response {
  const etag = strongEtag(taggedPart);
  const headers = { ETag: etag, "Cache-Control": "private, no-cache" };
  if (matchesEtag(req.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  return Response.json(body, { headers });
}
