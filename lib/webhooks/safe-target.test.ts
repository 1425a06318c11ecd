import { isBlockedAddress, targetRefusal } from "@/lib/webhooks/safe-target";

describe("isBlockedAddress", () => {
  it.each([
    ["192.0.0.1", "IETF protocol assignments"],
    ["192.0.0.170", "NAT64 discovery"],
    ["198.18.0.1", "benchmarking"],
    ["198.19.255.254", "benchmarking, its second /16"],
    ["240.0.0.1", "reserved"],
    ["255.255.255.255", "broadcast"],
    ["64:ff9b::a9fe:a9fe", "NAT64 of 169.254.169.254"],
    ["64:ff9b::808:808", "NAT64, whatever the IPv4 inside"],
    ["64:ff9b:1::a00:1", "local-use NAT64"],
    ["2002:a9fe:a9fe::", "6to4 of 169.254.169.254"],
    ["2002:808:808::1", "6to4, whatever the IPv4 inside"],
    ["::a9fe:a9fe", "IPv4-compatible 169.254.169.254"],
    ["::7f00:1", "IPv4-compatible loopback"],
    ["::ffff:10.0.0.1", "IPv4-mapped private"],
  ])("refuses %s (%s)", (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each(["8.8.8.8", "192.0.2.1", "198.20.0.1", "93.184.216.34", "2606:4700::1111", "::ffff:8.8.8.8"])(
    "lets a public address through: %s",
    (address) => {
      expect(isBlockedAddress(address)).toBe(false);
    },
  );

  it("refuses a URL written with one of them", () => {
    const env = { NODE_ENV: "production" };
    expect(targetRefusal("https://[64:ff9b::a9fe:a9fe]/hook", env)).not.toBeNull();
    expect(targetRefusal("https://198.18.0.1/hook", env)).not.toBeNull();
    expect(targetRefusal("https://93.184.216.34/hook", env)).toBeNull();
  });
});
