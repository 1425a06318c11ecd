// The Content-Security-Policy of the panel's pages, made per request by
// proxy.ts: scripts run only with that request's nonce (and what they load,
// 'strict-dynamic'), so an injected <script> or inline handler never runs;
// images come only from the panel itself, data: URLs and the chat app's image
// origins (CHAT_IMAGE_ORIGINS), so a chat user's profile picture cannot be a
// tracking pixel on an arbitrary host. Responses that are not pages keep the
// static policy of SECURITY_HEADERS.

/** The request header that carries the nonce to the pages that render inline scripts. */
export const NONCE_HEADER = "x-nonce";

type Environment = Record<string, string | undefined>;

/**
 * CHAT_IMAGE_ORIGINS: comma-separated origins (`https://cdn.chat.example`)
 * images may come from. A value that is not an http(s) origin stops the
 * server: a typo must not silently hide every profile picture.
 */
export function chatImageOrigins(env: Environment = process.env): string[] {
  return (env.CHAT_IMAGE_ORIGINS ?? "")
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean)
    .map((value) => {
      const url = URL.parse(value);
      if (!url || !["https:", "http:"].includes(url.protocol) || url.origin !== value.replace(/\/$/, "")) {
        throw new Error(`CHAT_IMAGE_ORIGINS must list origins such as https://images.chat.example, not "${value}"`);
      }
      return url.origin;
    });
}

/** proxy.ts's nonce, from the request headers of a Pages Router page (Node's form of them). */
export function requestNonce(headers: Record<string, string | string[] | undefined> | undefined): string | undefined {
  const value = headers?.[NONCE_HEADER];
  return typeof value === "string" ? value : undefined;
}

/** A fresh nonce: 128 random bits. */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

export function pageContentSecurityPolicy(nonce: string, env: Environment = process.env): string {
  // React's development build evaluates code (call stacks, fast refresh); production never does.
  const evaluation = env.NODE_ENV === "production" ? "" : " 'unsafe-eval'";
  return [
    `script-src 'nonce-${nonce}' 'strict-dynamic'${evaluation}`,
    `img-src ${["'self'", "data:", "blob:", ...chatImageOrigins(env)].join(" ")}`,
    // No frames in the panel, and none around it.
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}
