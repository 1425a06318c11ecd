import { authOptions, authorizeWithPassword } from "@/lib/auth/options";
import { db } from "@/lib/db";
import { SEED_ACCOUNTS } from "@/prisma/seed/accounts";
import { TEST_PASSWORD } from "../helpers/constants";
import { createTestUser } from "../helpers/session";

describe("email + password sign-in", () => {
  it("accepts a seeded account with its password, whatever the email's case", async () => {
    const user = await authorizeWithPassword({ email: "SuperAdmin@Example.com", password: TEST_PASSWORD });
    expect(user).toMatchObject({ email: SEED_ACCOUNTS.superadmin.email });
  });

  it("refuses a wrong password, an unknown email and malformed input", async () => {
    expect(await authorizeWithPassword({ email: SEED_ACCOUNTS.admin.email, password: "wrong" })).toBeNull();
    expect(await authorizeWithPassword({ email: "nobody@example.com", password: TEST_PASSWORD })).toBeNull();
    expect(await authorizeWithPassword({ email: "not-an-email", password: TEST_PASSWORD })).toBeNull();
    expect(await authorizeWithPassword(undefined)).toBeNull();
  });

  it("locks an account after repeated failures, even for the right password", async () => {
    const email = SEED_ACCOUNTS.user.email;
    for (let attempt = 0; attempt < 10; attempt++) await authorizeWithPassword({ email, password: "guess" });
    expect(await authorizeWithPassword({ email, password: TEST_PASSWORD })).toBeNull();
  });

  it("creates a server-side session on sign-in and keeps only its id in the token", async () => {
    const { id } = await createTestUser({ isAdmin: true });
    const before = await db.session.count({ where: { userId: id } });
    const jwt = authOptions().callbacks!.jwt!;
    const token = await jwt({
      token: { email: SEED_ACCOUNTS.admin.email, name: "Ada" },
      user: { id, email: SEED_ACCOUNTS.admin.email },
      account: { provider: "credentials", type: "credentials", providerAccountId: id },
    } as never);
    expect(Object.keys(token)).toEqual(["sid"]);
    expect(await db.session.count({ where: { userId: id } })).toBe(before + 1);
    const session = await db.session.findUniqueOrThrow({ where: { sid: token.sid as string } });
    expect(session.expire.getTime()).toBeGreaterThan(Date.now());
  });
});
