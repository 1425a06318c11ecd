import { clearSignInFailures, isSignInLocked, recordSignInFailure } from "@/lib/auth/rate-limit";

describe("sign-in rate limit", () => {
  it("locks an account after ten failures in fifteen minutes and frees it after", () => {
    const start = 1_000_000;
    for (let attempt = 0; attempt < 9; attempt++) recordSignInFailure("a@example.com", start + attempt);
    expect(isSignInLocked("a@example.com", start + 10)).toBe(false);
    recordSignInFailure("a@example.com", start + 10);
    expect(isSignInLocked("a@example.com", start + 11)).toBe(true);
    expect(isSignInLocked("other@example.com", start + 11)).toBe(false);
    expect(isSignInLocked("a@example.com", start + 15 * 60 * 1000 + 11)).toBe(false);
  });

  it("forgets failures after a successful sign-in", () => {
    for (let attempt = 0; attempt < 10; attempt++) recordSignInFailure("b@example.com");
    clearSignInFailures("b@example.com");
    expect(isSignInLocked("b@example.com")).toBe(false);
  });
});
