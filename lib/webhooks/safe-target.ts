// Where a webhook may be sent (docs/decisions/webhooks.md, safe targets): in production only https, and never to
// an address inside the panel's own network (loopback, private, link-local, CGNAT, multicast, unspecified), or a
// webhook would let an admin probe and call internal services. A name is judged by the addresses it resolves to
// at connect time, in the lookup the socket itself uses, so a name that answers a public address at creation and a
// private one later (DNS rebinding) is still refused. WEBHOOK_ALLOW_PRIVATE=true lifts both rules for development
// and tests, whose receivers listen on 127.0.0.1 over plain http.
import dns from "node:dns";
import net from "node:net";
import { WEBHOOK_VALIDATION } from "@/lib/webhooks/messages";

type Env = Record<string, string | undefined>;

export const privateTargetsAllowed = (env: Env = process.env) => env.WEBHOOK_ALLOW_PRIVATE === "true";
// A receiver on the developer's own machine rarely has a certificate: where private targets are allowed, so is http.
const httpsRequired = (env: Env = process.env) => env.NODE_ENV === "production" && !privateTargetsAllowed(env);

const BLOCKED = new net.BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata services
  ["172.16.0.0", 12],
  ["192.0.0.0", 24], // IETF protocol assignments (NAT64 discovery, DS-Lite)
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking: lab networks inside a site
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast 255.255.255.255
] as const)
  BLOCKED.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 96], // unspecified, loopback, and IPv4-compatible (::a.b.c.d)
  // Addresses that carry an IPv4 one which a gateway or tunnel reaches in its stead: NAT64 (the well-known prefix
  // and the local-use one) and 6to4. Refused whole, not judged by the IPv4 inside: a public webhook receiver has a
  // plain IPv4 or IPv6 address of its own.
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["2002::", 16],
  ["fc00::", 7], // unique local
  ["fe80::", 10],
  ["ff00::", 8], // multicast
] as const)
  BLOCKED.addSubnet(network, prefix, "ipv6");

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** True for an address a webhook may not reach (an IPv4 address written as IPv6 is judged as IPv4). */
export function isBlockedAddress(address: string): boolean {
  const mapped = IPV4_MAPPED.exec(address)?.[1];
  if (mapped) return BLOCKED.check(mapped, "ipv4");
  const family = net.isIP(address);
  if (family === 0) return true;
  return BLOCKED.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** A URL's host as an address, or null for a name: `[::1]` is `::1`. */
export function hostAddress(url: URL): string | null {
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  return net.isIP(host) ? host : null;
}

/** Why the URL may not be a webhook's target as written, or null when it may (its name is judged again at connect). */
export function targetRefusal(value: string, env: Env = process.env): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return WEBHOOK_VALIDATION.urlInvalid;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return WEBHOOK_VALIDATION.urlInvalid;
  if (url.protocol !== "https:" && httpsRequired(env)) return WEBHOOK_VALIDATION.urlNotHttps;
  if (url.username || url.password) return WEBHOOK_VALIDATION.urlCredentials;
  const address = hostAddress(url);
  if (address && isBlockedAddress(address) && !privateTargetsAllowed(env)) return WEBHOOK_VALIDATION.urlPrivate;
  return null;
}

/** The refusal a connection to a blocked address ends with; its message is what the attempt's log shows. */
export class BlockedTargetError extends Error {
  constructor(address: string) {
    super(`Refused to connect to ${address}: webhooks may not reach private or local addresses`);
    this.name = "BlockedTargetError";
  }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/** dns.lookup asked for every address: what safeLookup resolves names with. */
export type Resolver = (
  hostname: string,
  options: dns.LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void,
) => void;

/**
 * A `lookup` for http(s).request: resolves as the socket would, then refuses the connection when any address the
 * name resolves to is blocked. `resolve` is the resolver (tests pass one that answers a private address).
 */
export function safeLookup(resolve: Resolver = dns.lookup) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const found = addresses;
      const blocked = found.find(({ address }) => isBlockedAddress(address));
      if (blocked) return callback(new BlockedTargetError(blocked.address), []);
      if (options.all) return callback(null, found);
      const [first] = found;
      if (!first) return callback(Object.assign(new Error(`No address for ${hostname}`), { code: "ENOTFOUND" }), []);
      callback(null, first.address, first.family);
    });
  };
}
