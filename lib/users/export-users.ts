// GET /api/admin/users/export: the users matching the list's filters as CSV, newest first.
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { auditedCsvExport } from "@/lib/export/csv-export";
import { roleLabel, statusLabel } from "@/lib/users/display";
import { userFilterWhere } from "@/lib/users/service";
import type { UserFilter } from "@/lib/users/schema";
import { userSelect } from "@/lib/users/user-fields";

const HEADER = ["ID", "First Name", "Last Name", "Email", "Handle", "Role", "Status", "Joined", "Last Active"] as const;

export async function exportUsers(actor: SessionUser, filter: UserFilter): Promise<Response> {
  const where = await userFilterWhere(filter);
  return auditedCsvExport({
    actor,
    action: "user.export",
    targetType: "user",
    filter,
    name: "users",
    header: HEADER,
    find: (args) => db.user.findMany({ ...args, where: { AND: [where, args.where] }, select: userSelect }),
    row: (user) => [
      user.id,
      user.firstName,
      user.lastName,
      user.email,
      user.handle,
      roleLabel(user),
      statusLabel(user),
      user.createdAt,
      user.lastActiveAt,
    ],
  });
}
