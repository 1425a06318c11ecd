// A company's website: how it is normalised and when it is a link. Apart from
// the zod schemas, so the companies table can check links without zod.

// A scheme, but not a host with a port ("example.com:8080").
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/** "example.com" means "https://example.com"; any other scheme stays as typed, to be refused. */
export function normaliseWebsite(value: string): string {
  return HAS_SCHEME.test(value) ? value : `https://${value}`;
}

/**
 * An http or https link to a named host, without a user name or password
 * ("https://good.com@evil.com" goes to evil.com), as the parsed URL spells it
 * (so "//evil.com" is stored as "https://evil.com", what a browser opens);
 * null when it is anything else. The table opens it in a new tab.
 */
export function websiteUrl(value: string): string | null {
  if (/\s/.test(value) || !/^https?:\/\//i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (
    (url.protocol !== "http:" && url.protocol !== "https:") ||
    !url.hostname.includes(".") ||
    url.username ||
    url.password
  )
    return null;
  // href adds "/" to a bare host; keep "https://example.com" as the user typed it.
  const bareHost = url.pathname === "/" && !url.search && !url.hash && !value.endsWith("/");
  return bareHost ? url.href.replace(/\/$/, "") : url.href;
}

export const isWebsiteUrl = (value: string): boolean => websiteUrl(value) !== null;
