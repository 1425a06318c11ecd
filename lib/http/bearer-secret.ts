import crypto from "node:crypto";

/** True when the request's `Authorization: Bearer …` is `secret`, compared in constant time. */
export function hasBearerSecret(req: Request, secret: string): boolean {
  const sent = /^Bearer (.+)$/.exec(req.headers.get("authorization") ?? "")?.[1] ?? "";
  const digest = (value: string) => crypto.createHash("sha256").update(value).digest();
  return crypto.timingSafeEqual(digest(sent), digest(secret));
}

const MIN_CRON_SECRET_LENGTH = 16;

/** CRON_SECRET, or null when unset; one too short to resist guessing stops the server (instrumentation-node.ts). */
export function cronSecret(env: Record<string, string | undefined> = process.env): string | null {
  const secret = env.CRON_SECRET;
  if (!secret) return null;
  if (secret.length < MIN_CRON_SECRET_LENGTH)
    throw new Error(`CRON_SECRET must be at least ${MIN_CRON_SECRET_LENGTH} characters (openssl rand -base64 32)`);
  return secret;
}
