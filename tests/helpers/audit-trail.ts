// A record's audit trail as the resource tests check it: the entries for it, oldest first, each
// an action on its type by the expected account.
import { db } from "@/lib/db";
import { seedUserId, type SeedRole } from "./session";

/**
 * Checks that the record's entries are exactly `verbs` (as `${targetType}.${verb}`), in that order,
 * each by the seeded `role`, and answers their details for the caller to hold to the change.
 */
export async function auditTrail(
  targetType: string,
  targetId: string,
  verbs: string[] = ["create", "update", "delete"],
  role: SeedRole = "admin",
): Promise<unknown[]> {
  const audits = await db.auditLog.findMany({ where: { targetType, targetId }, orderBy: { createdAt: "asc" } });
  const actorId = await seedUserId(role);
  expect(audits.map((audit) => [audit.action, audit.actorId])).toEqual(
    verbs.map((verb) => [`${targetType}.${verb}`, actorId]),
  );
  return audits.map((audit) => audit.details);
}
