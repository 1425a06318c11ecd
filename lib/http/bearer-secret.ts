import crypto from "node:crypto";

/** True when the request's `Authorization: Bearer …` is `secret`, compared in constant time. */
export function hasBearerSecret(req: Request, secret: string): boolean {
  const sent = /^Bearer (.+)$/.exec(req.headers.get("authorization") ?? "")?.[1] ?? "";
  const digest = (value: string) => crypto.createHash("sha256").update(value).digest();
  return crypto.timingSafeEqual(digest(sent), digest(secret));
}
