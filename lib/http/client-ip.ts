// The client's address, for sign-in throttling. Route handlers never see the
// socket: Next (base-server.js) copies the socket's address into
// X-Forwarded-For only when the request has no such header, and otherwise
// passes the header on untouched. The panel server (server.ts, `npm start`)
// therefore appends the socket's address itself (withPeerAddress), so there
// the right-most entry is always the real peer. Proxies append the address they received the
// request from (Vercel overwrites the header with it). So the right-most entry
// was written by the nearest proxy, or by Next itself when there is none, and
// each further trusted proxy adds one entry: the client is the
// TRUSTED_PROXY_HOPS-th entry from the right. Anything left of it is whatever
// the client chose to send. Without a proxy, a client that sends its own header
// chooses its address (Next keeps it): see docs/decisions/sign-in.md.
import net from "node:net";

const DEFAULT_TRUSTED_PROXY_HOPS = 1;

/** How many entries at the right end of X-Forwarded-For were written by servers we trust. */
export function trustedProxyHops(setting = process.env.TRUSTED_PROXY_HOPS): number {
  if (setting === undefined || setting === "") return DEFAULT_TRUSTED_PROXY_HOPS;
  const hops = Number(setting);
  // A wrong value would quietly throttle the wrong address: refuse it loudly instead.
  if (!Number.isInteger(hops) || hops < 1 || hops > 10) {
    throw new Error(`TRUSTED_PROXY_HOPS must be a whole number from 1 to 10, not "${setting}"`);
  }
  return hops;
}

/** X-Forwarded-For with the socket's peer appended, as a proxy would: what the client sent stays to its left. */
export function withPeerAddress(
  forwardedFor: string | string[] | undefined,
  peer: string | undefined,
): string | undefined {
  const sent = Array.isArray(forwardedFor) ? forwardedFor.join(", ") : forwardedFor;
  if (!peer) return sent;
  return sent ? `${sent}, ${peer}` : peer;
}

/** The client's address from the request headers, by the trust rule above; null if unknown. */
export function clientIp(headers: Headers, hops = trustedProxyHops()): string | null {
  const entries = (headers.get("x-forwarded-for") ?? "").split(",");
  if (entries.length < hops) return null;
  return normalizeIp(entries[entries.length - hops] ?? "");
}

/** A canonical form of an IP address (some proxies add a port), or null if it is not one. */
export function normalizeIp(entry: string): string | null {
  const address = stripPort(entry.trim());
  if (net.isIPv4(address)) return address;
  const withoutZone = address.replace(/%.*$/, "");
  if (!net.isIPv6(withoutZone)) return null;
  const canonical = canonicalIpv6(withoutZone);
  return ipv4FromMapped(canonical) ?? canonical;
}

// The URL parser writes IPv6 in its RFC 5952 form: lower case, zeros compressed.
function canonicalIpv6(address: string): string {
  return new URL(`http://[${address}]/`).hostname.slice(1, -1);
}

function stripPort(address: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) return bracketed[1]!;
  const ipv4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(address);
  return ipv4WithPort ? ipv4WithPort[1]! : address;
}

// A dual-stack socket reports IPv4 clients as ::ffff:a.b.c.d; one client, one address.
function ipv4FromMapped(canonical: string): string | null {
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!mapped) return null;
  const [high, low] = [parseInt(mapped[1]!, 16), parseInt(mapped[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/**
 * The network an address stands for when counting: an IPv4 address itself; for
 * IPv6 its /64, since one subscriber routinely holds a whole /64 and could
 * otherwise try from 2^64 addresses.
 */
export function addressNetwork(ip: string): string {
  if (net.isIPv4(ip)) return ip;
  const [head = "", tail = ""] = ip.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = ip.includes("::") ? (tail ? tail.split(":") : []) : [];
  const zeros: string[] = Array(8 - headGroups.length - tailGroups.length).fill("0");
  const groups = [...headGroups, ...zeros, ...tailGroups];
  return `${canonicalIpv6(`${groups.slice(0, 4).join(":")}::`)}/64`;
}
