// CORS for the public feature feed: the chat app's origins (CHAT_APP_ORIGINS,
// comma-separated; "*" allows any). No credentials are involved.
// Parsed once per value of the variable (tests change it; the feed reads it on every poll).
let parsed: { raw: string; origins: string[] } = { raw: "", origins: [] };

function configuredOrigins(): string[] {
  const raw = process.env.CHAT_APP_ORIGINS ?? "";
  if (raw !== parsed.raw)
    parsed = {
      raw,
      origins: raw
        .split(",")
        .map((value) => value.trim())
        .filter(Boolean),
    };
  return parsed.origins;
}

export function allowedChatOrigin(origin: string | null): string | null {
  const configured = configuredOrigins();
  if (configured.includes("*")) return "*";
  return origin && configured.includes(origin) ? origin : null;
}

export function corsHeaders(origin: string | null): Record<string, string> {
  const allowed = allowedChatOrigin(origin);
  const headers: Record<string, string> = { Vary: "Origin" };
  if (allowed) {
    headers["Access-Control-Allow-Origin"] = allowed;
    headers["Access-Control-Allow-Methods"] = "GET, HEAD, OPTIONS";
    headers["Access-Control-Allow-Headers"] = "If-None-Match";
    headers["Access-Control-Expose-Headers"] = "ETag";
    headers["Access-Control-Max-Age"] = "86400";
  }
  return headers;
}
