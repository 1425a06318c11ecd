// An API token as the chat app holds one, written straight to its table: the token routes have tests of their own
// (tests/api/tokens.test.ts), and a test of what a token may do needs only its secret.
import { newTokenSecret } from "@/lib/api-tokens/secret";
import { db } from "@/lib/db";
import type { Permission } from "@/lib/permissions/catalogue";
import { createTestUser } from "./session";

/** A day's token holding `permissions`, made by `creatorId` (a new admin when none is given); its secret. */
export async function chatAppToken(permissions: Permission[], creatorId?: string): Promise<string> {
  const creator = creatorId ?? (await createTestUser({ isAdmin: true })).id;
  const { token, tokenHash, prefix } = newTokenSecret();
  await db.apiToken.create({
    data: {
      creatorId: creator,
      name: "chat app",
      tokenHash,
      prefix,
      permissions,
      expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
    },
  });
  return token;
}
