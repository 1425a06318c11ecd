// GET /api/admin/users/export: the users matching the list's filters as CSV,
// newest first, streamed in keyset batches (lib/export/csv-export.ts). Audited
// when it starts: who took which slice of the user base.
import type { SessionUser } from "@/lib/auth/session";
import { keysetPage } from "@/lib/api/keyset";
import { recordAudit } from "@/lib/audit/record";
import { db } from "@/lib/db";
import { csvResponse, datedFileName, EXPORT_BATCH } from "@/lib/export/csv-export";
import { roleLabel, statusLabel } from "@/lib/users/display";
import { userFilterWhere } from "@/lib/users/list-users";
import type { UserFilter } from "@/lib/users/schema";
import { userSelect } from "@/lib/users/user-fields";

const HEADER = ["ID", "First Name", "Last Name", "Email", "Handle", "Role", "Status", "Joined", "Last Active"] as const;

export async function exportUsers(actor: SessionUser, filter: UserFilter): Promise<Response> {
  await recordAudit(db, { actorId: actor.id, action: "user.export", targetType: "user", details: { filter } });
  const where = userFilterWhere(filter);
  return csvResponse({
    fileName: datedFileName("users"),
    header: HEADER,
    batch: (cursor) =>
      keysetPage({ limit: EXPORT_BATCH, after: cursor ?? undefined }, (args) => db.user.findMany({ ...args, where: { AND: [where, args.where] }, select: userSelect })),
    row: (user) => [user.id, user.firstName, user.lastName, user.email, user.handle, roleLabel(user), statusLabel(user), user.createdAt, user.lastActiveAt],
  });
}
