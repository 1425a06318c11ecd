import { db } from "@/lib/db";
import { verifyPassword } from "@/lib/auth/sign-in/password";
import { createOrPromoteSuperadmin } from "@/scripts/admin/superadmin";
import { createTestUser } from "../helpers/session";

describe("npm run admin:create", () => {
  it("creates a superadmin with a password, and audits it", async () => {
    const email = `Boss-${Date.now()}@Example.test`;
    const result = await createOrPromoteSuperadmin(db, {
      email,
      firstName: "Bo",
      lastName: "Ss",
      password: "a-long-enough-password",
    });
    expect(result.created).toBe(true);
    const user = await db.user.findUniqueOrThrow({ where: { id: result.id } });
    expect(user).toMatchObject({ email: email.toLowerCase(), isAdmin: true, isSuperadmin: true });
    expect(await verifyPassword(user.passwordHash, "a-long-enough-password")).toBe(true);
    const audit = await db.auditLog.findFirstOrThrow({ where: { targetId: result.id } });
    expect(audit).toMatchObject({
      action: "user.create_superadmin",
      actorId: null,
      details: { via: "cli", passwordSet: true },
    });
  });

  it("promotes (and unbans) an existing user without touching a password it was not given", async () => {
    const existing = await createTestUser({ isBanned: true });
    const result = await createOrPromoteSuperadmin(db, { email: existing.email! });
    expect(result).toMatchObject({ id: existing.id, created: false });
    expect(await db.user.findUniqueOrThrow({ where: { id: existing.id } })).toMatchObject({
      isAdmin: true,
      isSuperadmin: true,
      isBanned: false,
      passwordHash: null,
    });
  });

  it("refuses a bad email or a short password and changes nothing", async () => {
    await expect(createOrPromoteSuperadmin(db, { email: "nope" })).rejects.toThrow("Valid email is required");
    const email = `short-${Date.now()}@example.test`;
    await expect(createOrPromoteSuperadmin(db, { email, password: "short" })).rejects.toThrow("at least 12 characters");
    expect(await db.user.findUnique({ where: { email } })).toBeNull();
  });
});
