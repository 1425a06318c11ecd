import { z } from "zod";
import type { PrismaClient } from "../../lib/generated/prisma/client";
import { hashPassword } from "../../lib/auth/sign-in/password";
import { revokeUserSessions } from "../../lib/auth/session/session";
import { userLabel } from "../../lib/audit/labels";
import { recordAudit } from "../../lib/audit/write-entry";

export const superadminInputSchema = z.object({
  email: z.email("Valid email is required").transform((email) => email.trim().toLowerCase()),
  firstName: z.string().trim().min(1).optional(),
  lastName: z.string().trim().min(1).optional(),
  // Optional: an OIDC-only deployment signs in without one.
  password: z.string().min(12, "Password must be at least 12 characters").optional(),
});

export type SuperadminInput = z.input<typeof superadminInputSchema>;

/** Creates the account, or promotes the existing one, to superadmin; audited as a CLI action. */
export async function createOrPromoteSuperadmin(prisma: PrismaClient, input: SuperadminInput) {
  const { email, firstName, lastName, password } = superadminInputSchema.parse(input);
  const passwordHash = password ? await hashPassword(password) : undefined;
  return prisma.$transaction(async (tx) => {
    const existing = await tx.user.findUnique({ where: { email }, select: { id: true } });
    const user = await tx.user.upsert({
      where: { email },
      create: { email, firstName, lastName, passwordHash, isAdmin: true, isSuperadmin: true, isBanned: false },
      update: { isAdmin: true, isSuperadmin: true, isBanned: false, ...(passwordHash ? { passwordHash } : {}) },
      select: { id: true, email: true, firstName: true, lastName: true },
    });
    // A new password ends every session signed in with the old one.
    if (existing && passwordHash) await revokeUserSessions(tx, user.id);
    await recordAudit(tx, {
      actor: null,
      action: existing ? "user.promote_superadmin" : "user.create_superadmin",
      targetType: "user",
      targetId: user.id,
      targetLabel: userLabel(user),
      details: { via: "cli", passwordSet: Boolean(passwordHash) },
    });
    return { id: user.id, email: user.email, created: !existing };
  });
}
