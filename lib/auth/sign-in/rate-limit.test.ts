import { signInCounterKeys } from "@/lib/auth/sign-in/rate-limit";

const MAX_KEY_LENGTH = 100;

describe("sign-in counter keys", () => {
  it.each([
    ["a plain email", "admin@example.com"],
    ["a huge email", `${"a".repeat(100_000)}@example.com`],
    ["a unicode email", `${"ü😀".repeat(10_000)}@exämple.com`],
    ["control characters", "a\u0000b\nc@example.com"],
  ])("stay short and never hold the email in clear: %s", (_case, email) => {
    const keys = Object.values(signInCounterKeys({ email, ip: "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff" }));
    for (const key of keys) {
      expect(key.length).toBeLessThanOrEqual(MAX_KEY_LENGTH);
      expect(key).toMatch(/^[\x21-\x7e]+$/);
      expect(key).not.toContain(email.split("@")[0]!.slice(0, 8));
    }
  });

  it("count one account whatever the email's case, spacing or Unicode form", () => {
    const composed = signInCounterKeys({ email: "Zoë@Example.com", ip: "203.0.113.7" });
    const decomposed = signInCounterKeys({ email: " zoe\u0308@example.COM ", ip: "203.0.113.7" });
    expect(decomposed).toEqual(composed);
  });

  it("share the account counter across addresses and the address counter across accounts", () => {
    const here = signInCounterKeys({ email: "a@example.com", ip: "203.0.113.7" });
    const elsewhere = signInCounterKeys({ email: "a@example.com", ip: "198.51.100.1" });
    const otherAccount = signInCounterKeys({ email: "b@example.com", ip: "203.0.113.7" });
    expect(Object.keys(here)).toEqual(["accountAddress", "address", "account"]);
    expect(elsewhere.account).toBe(here.account);
    expect(elsewhere.accountAddress).not.toBe(here.accountAddress);
    expect(otherAccount.address).toBe(here.address);
    expect(otherAccount.accountAddress).not.toBe(here.accountAddress);
  });

  it("count an IPv6 /64 as one address", () => {
    const one = signInCounterKeys({ email: "a@example.com", ip: "2001:db8:1:2::1" });
    const sameNetwork = signInCounterKeys({ email: "a@example.com", ip: "2001:db8:1:2:ffff::9" });
    expect(sameNetwork).toEqual(one);
  });

  it("leave only the account-wide counter when the address is unknown", () => {
    const known = signInCounterKeys({ email: "a@example.com", ip: "203.0.113.7" });
    expect(signInCounterKeys({ email: "a@example.com", ip: null })).toEqual({ account: known.account });
  });
});
