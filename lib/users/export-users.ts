// GET /api/admin/users/export: the users matching the list's filters as CSV, newest first.
import "server-only";
import { db } from "@/lib/db";
import { auditedCsvExport, type Exporter } from "@/lib/export/csv-export";
import { roleLabel, statusLabel } from "@/lib/users/display";
import { userFilterWhere } from "@/lib/users/service";
import type { UserFilter } from "@/lib/users/schema";
import { userSelect } from "@/lib/users/record";
import { withVisibleEmail } from "@/lib/users/email-mask";

const HEADER = ["ID", "First Name", "Last Name", "Email", "Handle", "Role", "Status", "Joined", "Last Active"] as const;

export async function exportUsers(exporter: Exporter, filter: UserFilter): Promise<Response> {
  const where = await userFilterWhere(filter, exporter.user);
  return auditedCsvExport({
    exporter,
    action: "user.export",
    targetType: "user",
    filter,
    name: "users",
    header: HEADER,
    find: (args) => db.user.findMany({ ...args, where: { AND: [where, args.where] }, select: userSelect }),
    // The file says no more than the list: an exporter without users.email gets the addresses masked.
    row: (record) => {
      const user = withVisibleEmail(exporter.user, record);
      return [
        user.id,
        user.firstName,
        user.lastName,
        user.email,
        user.handle,
        roleLabel(user),
        statusLabel(user),
        user.createdAt,
        user.lastActiveAt,
      ];
    },
  });
}
