// Sent with every response: by Next (next.config.ts) and by the panel
// server (server.ts and its fast path, lib/feature-toggles/feed-http.ts).

// Two years, the preload list's minimum; subdomains too, so no sibling host
// can be used to plant cookies over plain http.
const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

type Environment = Record<string, string | undefined>;

/** The panel's public URL as configured (NEXTAUTH_URL, else APP_URL): one rule for cookies, HSTS and the Origin check. */
export function configuredPanelUrl(env: Environment = process.env): string | undefined {
  return env.NEXTAUTH_URL || env.APP_URL || undefined;
}

/** The panel's public URL is https: browsers must never use plain http for it. */
export function servedOverHttps(env: Environment = process.env): boolean {
  return (configuredPanelUrl(env) ?? "").startsWith("https://");
}

/** Strict-Transport-Security when the panel is served over https, else nothing. */
export function transportSecurityHeaders(env: Environment = process.env): Record<string, string> {
  return servedOverHttps(env) ? { "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY } : {};
}

/**
 * The full set for this process's environment. next.config.ts reads it during
 * `next build` (Next bakes config headers into the build), server.ts when it starts.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Content-Security-Policy": "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  ...transportSecurityHeaders(),
};
