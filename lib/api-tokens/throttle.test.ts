import { TokenThrottle } from "@/lib/api-tokens/throttle";

describe("TokenThrottle", () => {
  it("lets a token make its limit's calls a minute, then says how long to wait, and counts tokens apart", () => {
    const throttle = new TokenThrottle(3);
    const start = 1_000_000;
    expect([1, 2, 3].map(() => throttle.take("a", start))).toEqual([null, null, null]);
    expect(throttle.take("a", start + 15_000)).toBe(45);
    expect(throttle.take("b", start + 15_000)).toBeNull();
    // A new window starts once the minute is over.
    expect(throttle.take("a", start + 60_000)).toBeNull();
  });
});
