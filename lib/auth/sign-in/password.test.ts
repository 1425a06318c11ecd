import { hashPassword, verifyPassword } from "@/lib/auth/sign-in/password";

describe("passwords", () => {
  it("hashes with argon2id and verifies", async () => {
    const hash = await hashPassword("correct horse");
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(hash).not.toContain("correct horse");
    await expect(verifyPassword(hash, "correct horse")).resolves.toBe(true);
    await expect(verifyPassword(hash, "wrong horse")).resolves.toBe(false);
  });

  it("refuses accounts without a password and malformed hashes", async () => {
    await expect(verifyPassword(null, "anything")).resolves.toBe(false);
    await expect(verifyPassword("not-a-hash", "anything")).resolves.toBe(false);
  });
});
