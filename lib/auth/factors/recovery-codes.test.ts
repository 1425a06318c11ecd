import { normalizeRecoveryCode } from "@/lib/auth/factors/recovery-codes";

describe("recovery codes as typed", () => {
  it.each([
    ["abcd-efgh-jkmn-pqrs", "abcd-efgh-jkmn-pqrs"],
    ["ABCD EFGH JKMN PQRS", "abcd-efgh-jkmn-pqrs"],
    [" abcdefghjkmnpqrs ", "abcd-efgh-jkmn-pqrs"],
    ["abcd-efgh", "abcdefgh"],
  ])("%j reads as %j", (typed, read) => {
    expect(normalizeRecoveryCode(typed)).toBe(read);
  });
});
