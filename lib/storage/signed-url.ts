// Presigned URLs for the local folder store: what S3 does with its own
// signatures, done with an HMAC keyed from the panel's secret. A URL names one
// operation on one key with its terms (size and type to upload, name and type
// to download) and an expiry; changing any of them breaks the signature.
import crypto from "node:crypto";
import { authSecret } from "@/lib/auth/config";

export type SignedTerms = Record<string, string>;

function signingKey(): Buffer {
  const secret = authSecret();
  if (!secret) throw new Error("NEXTAUTH_SECRET must be set to sign storage URLs");
  return crypto.createHash("sha256").update(`admin-panel object store\0${secret}`).digest();
}

function signature(method: string, key: string, terms: SignedTerms): string {
  const fields = Object.keys(terms)
    .sort()
    .map((name) => [name, terms[name]]);
  return crypto
    .createHmac("sha256", signingKey())
    .update(JSON.stringify([method, key, fields]))
    .digest("base64url");
}

/** The query string of a URL that allows `method` on `key` with these terms until `expiresInSeconds` from now. */
export function signTerms(
  method: "GET" | "PUT",
  key: string,
  terms: SignedTerms,
  expiresInSeconds: number,
): URLSearchParams {
  const signed = { ...terms, expires: String(Math.floor(Date.now() / 1000) + expiresInSeconds) };
  return new URLSearchParams({ ...signed, signature: signature(method, key, signed) });
}

/** The signed terms when the query is a valid, unexpired signature of `method` on `key`; null otherwise. */
export function verifyTerms(
  method: "GET" | "PUT",
  key: string,
  query: URLSearchParams,
  names: readonly string[],
): SignedTerms | null {
  const terms: SignedTerms = { expires: query.get("expires") ?? "" };
  for (const name of names) terms[name] = query.get(name) ?? "";
  const given = Buffer.from(query.get("signature") ?? "");
  const expected = Buffer.from(signature(method, key, terms));
  // Byte lengths: a signature of as many characters but some not ASCII is longer in bytes.
  const valid = given.length === expected.length && crypto.timingSafeEqual(given, expected);
  if (!valid || !(Number(terms.expires) * 1000 > Date.now())) return null;
  return terms;
}

/** The local store's route: its URLs are `/api/storage/{key}` with the signed terms in the query. */
export const STORAGE_ROUTE = "/api/storage/";
/** What an upload or download URL whose signature does not hold (or expired) is answered. */
export const STORAGE_URL_REFUSED = "This storage URL is invalid or has expired";
/** The terms an upload URL signs: its exact size and type. */
export const UPLOAD_TERMS = ["size", "type"] as const;

/**
 * The signed size when a request URL (path and query, as it arrives) is an upload URL this panel
 * signed and that has not expired; null otherwise. The key is read as the route reads it, each path
 * segment decoded.
 */
export function signedUploadSize(url: string): number | null {
  const parsed = new URL(url, "http://panel.local");
  if (!parsed.pathname.startsWith(STORAGE_ROUTE)) return null;
  let key: string;
  try {
    key = parsed.pathname.slice(STORAGE_ROUTE.length).split("/").map(decodeURIComponent).join("/");
  } catch {
    return null;
  }
  const terms = key === "" ? null : verifyTerms("PUT", key, parsed.searchParams, UPLOAD_TERMS);
  const size = Number(terms?.size);
  return terms && Number.isSafeInteger(size) && size >= 0 ? size : null;
}
