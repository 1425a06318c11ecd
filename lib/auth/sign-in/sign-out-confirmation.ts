// GET /api/logout when nothing says where the navigation started (no Sec-Fetch-Site, Origin or Referer: an old
// browser whose Referer was withheld, which a page on another site can ask for with rel="noreferrer"). Signing
// out then would let any site sign the admin out; refusing would leave them no way out of a shared computer's
// session. So the answer is a page asking to confirm, whose link carries a proof only a page the panel served to
// this session holds, for a few minutes: a link copied out of the page stops working (docs/decisions/sessions.md).
import "server-only";
import crypto from "node:crypto";
import { authSecret } from "@/lib/auth/config";
import { SIGN_OUT_CONFIRMATION } from "@/lib/auth/messages";

/** The query parameter that carries the proof. */
export const CONFIRM_PARAMETER = "confirm";

/** How long the confirmation's link signs out: time to read the page and click, not to keep it. */
export const CONFIRMATION_LIFETIME_MS = 10 * 60_000;

function mac(sid: string, issuedAt: number): string {
  const secret = authSecret();
  if (!secret) throw new Error("NEXTAUTH_SECRET is not set");
  const key = Buffer.from(crypto.hkdfSync("sha256", secret, "", "admin-panel sign-out confirmation", 32));
  return crypto.createHmac("sha256", key).update(`${sid}|${issuedAt}`).digest("base64url");
}

/** The proof the page's link carries: when it was issued, and a MAC of the session and that time. */
function proof(sid: string, issuedAt = Date.now()): string {
  return `${issuedAt}.${mac(sid, issuedAt)}`;
}

/** Whether `given` is a proof this session's confirmation page issued, less than the lifetime ago. */
export function confirmsSignOut(sid: string, given: string | null): boolean {
  const [issued = "", signature = ""] = (given ?? "").split(".", 2);
  if (!/^\d{1,15}$/.test(issued)) return false;
  const issuedAt = Number(issued);
  const age = Date.now() - issuedAt;
  if (age < 0 || age > CONFIRMATION_LIFETIME_MS) return false;
  const expected = Buffer.from(mac(sid, issuedAt));
  const actual = Buffer.from(signature);
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}

/** The page asking to confirm: a plain link that signs out with the proof, and one back to the panel. */
export function signOutConfirmationPage(sid: string): Response {
  const { title, question, confirm, cancel } = SIGN_OUT_CONFIRMATION;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 28rem; margin: 15vh auto; padding: 0 1rem">
<h1>${title}</h1>
<p>${question}</p>
<p><a href="/api/logout?${CONFIRM_PARAMETER}=${proof(sid)}">${confirm}</a> &nbsp; <a href="/">${cancel}</a></p>
</body></html>`;
  return new Response(html, {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
