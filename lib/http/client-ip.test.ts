import { addressNetwork, clientIp, normalizeIp, trustedProxyHops, withPeerAddress } from "@/lib/http/client-ip";

const forwardedFor = (value?: string) => new Headers(value === undefined ? {} : { "x-forwarded-for": value });

describe("clientIp: the TRUSTED_PROXY_HOPS-th X-Forwarded-For entry from the right", () => {
  it.each<[string, string | undefined, number, string | null]>([
    ["no header (only a route handler called in-process lacks it)", undefined, 1, null],
    ["the address Next or the one proxy wrote", "203.0.113.7", 1, "203.0.113.7"],
    ["a spoofed entry left of the proxy's", "198.51.100.1, 203.0.113.7", 1, "203.0.113.7"],
    ["a long spoofed chain", `${"198.51.100.1,".repeat(2000)}203.0.113.7`, 1, "203.0.113.7"],
    ["two proxies: the entry the outer one wrote", "198.51.100.1, 203.0.113.7, 10.0.0.2", 2, "203.0.113.7"],
    ["fewer entries than trusted proxies", "203.0.113.7", 2, null],
    ["garbage where the proxy's entry should be", "203.0.113.7, not-an-ip", 1, null],
    ["garbage in the trusted entry, no fallback to the client's", "203.0.113.7, unknown", 1, null],
    ["an empty header", "", 1, null],
    ["empty entries", " , ", 1, null],
    ["an IPv4 address out of range", "256.1.1.1", 1, null],
    ["an IPv4 address with leading zeros", "010.1.1.1", 1, null],
    ["a truncated IPv4 address", "1.2.3", 1, null],
    ["a port after IPv4", "203.0.113.7:51234", 1, "203.0.113.7"],
    ["IPv6 in upper case and long form", "2001:DB8:0:0:0:0:0:1", 1, "2001:db8::1"],
    ["bracketed IPv6 with a port", "[2001:db8::1]:443", 1, "2001:db8::1"],
    ["IPv6 with a zone", "fe80::1%eth0", 1, "fe80::1"],
    ["the IPv6 loopback", "::1", 1, "::1"],
    ["IPv4 mapped into IPv6 by a dual-stack socket", "::ffff:127.0.0.1", 1, "127.0.0.1"],
    ["mapped IPv4 written in hex", "::FFFF:c000:0201", 1, "192.0.2.1"],
    ["spaces around the entry", "198.51.100.1 ,  203.0.113.7  ", 1, "203.0.113.7"],
    ["a script, not an address", "<script>alert(1)</script>", 1, null],
  ])("%s", (_case, header, hops, expected) => {
    expect(clientIp(forwardedFor(header), hops)).toBe(expected);
  });

  it("reads repeated X-Forwarded-For headers as one list, the last one right-most", () => {
    const headers = new Headers();
    headers.append("x-forwarded-for", "198.51.100.1");
    headers.append("x-forwarded-for", "203.0.113.7");
    expect(clientIp(headers, 1)).toBe("203.0.113.7");
  });

  it("trusts one hop unless TRUSTED_PROXY_HOPS says otherwise, and refuses a value that is not a count", () => {
    expect(trustedProxyHops(undefined)).toBe(1);
    expect(trustedProxyHops("")).toBe(1);
    expect(trustedProxyHops("3")).toBe(3);
    for (const wrong of ["0", "-1", "1.5", "two", "11"])
      expect(() => trustedProxyHops(wrong)).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});

describe("addressNetwork", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8:1:2:ffff::1", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8::/64"],
    ["::1", "::/64"],
    ["fe80::1", "fe80::/64"],
  ])("%s counts as %s", (ip, network) => {
    expect(addressNetwork(ip)).toBe(network);
  });

  it("puts every address of one IPv6 /64 in one network", () => {
    const addresses = ["2001:db8:aa:bb::1", "2001:db8:aa:bb:1:2:3:4", "2001:db8:aa:bb:ffff:ffff:ffff:ffff"];
    expect(new Set(addresses.map((address) => addressNetwork(normalizeIp(address)!))).size).toBe(1);
  });
});

describe("withPeerAddress", () => {
  it.each([
    [undefined, "127.0.0.1", "127.0.0.1"],
    ["6.6.6.6", "127.0.0.1", "6.6.6.6, 127.0.0.1"],
    [["6.6.6.6", "7.7.7.7"], "::1", "6.6.6.6, 7.7.7.7, ::1"],
    ["6.6.6.6", undefined, "6.6.6.6"],
  ])("appends the peer to %p", (sent, peer, expected) => {
    expect(withPeerAddress(sent, peer)).toBe(expected);
  });

  it("leaves the client's own header unable to choose the counted address", () => {
    const forwarded = withPeerAddress("198.51.100.7", "203.0.113.9")!;
    expect(clientIp(new Headers({ "x-forwarded-for": forwarded }), 1)).toBe("203.0.113.9");
  });
});
