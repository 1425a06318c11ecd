// Signs test requests in the way the browser is signed in: a server-side
// session row and the next-auth JWT cookie that carries its sid.
import { db } from "@/lib/db";
import { sessionCookieName } from "@/lib/auth/config";
import { createSession, sessionToken } from "@/lib/auth/session/session";
import { SEED_ACCOUNTS } from "@/prisma/seed/accounts";

export type SeedRole = keyof typeof SEED_ACCOUNTS;

export async function sessionCookieFor(userId: string): Promise<string> {
  const sid = await createSession(userId, "test");
  return `${sessionCookieName()}=${await sessionToken(sid)}`;
}

export async function seedUserId(role: SeedRole): Promise<string> {
  const user = await db.user.findUniqueOrThrow({ where: { email: SEED_ACCOUNTS[role].email }, select: { id: true } });
  return user.id;
}

export async function cookieFor(role: SeedRole): Promise<string> {
  return sessionCookieFor(await seedUserId(role));
}

/** A fresh user for tests that change it; unique so parallel tests never collide. */
export async function createTestUser(
  overrides: { isAdmin?: boolean; isSuperadmin?: boolean; isBanned?: boolean; roleId?: string } = {},
) {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return db.user.create({
    data: { firstName: "Test", lastName: tag, email: `test-${tag}@example.test`, handle: `test_${tag}`, ...overrides },
  });
}
