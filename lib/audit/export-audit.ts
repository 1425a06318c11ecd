// GET /api/admin/audit-logs/export: the entries matching the log's filters
// (actor, action, target, date range) as CSV, newest first. The export is itself an audited act.
import "server-only";
import { auditEntrySeenBy, auditWhere } from "@/lib/audit/list-audit";
import { auditSelect } from "@/lib/audit/record";
import type { AuditFilter } from "@/lib/audit/schema";
import { db } from "@/lib/db";
import { auditedCsvExport, type Exporter } from "@/lib/export/csv-export";

// "Actor" and "Target" are the words written with the entry (its labels), as they were then.
const HEADER = [
  "Time",
  "Action",
  "Actor",
  "Actor ID",
  "Actor Email",
  "Target",
  "Target Type",
  "Target ID",
  "Details",
] as const;

export function exportAuditEntries(exporter: Exporter, filter: AuditFilter): Promise<Response> {
  const where = auditWhere(filter, exporter.user);
  return auditedCsvExport({
    exporter,
    action: "audit.export",
    targetType: "audit_log",
    filter,
    name: "audit-log",
    header: HEADER,
    find: (args) => db.auditLog.findMany({ ...args, where: { AND: [where, args.where] }, select: auditSelect }),
    row: (record) => {
      const entry = auditEntrySeenBy(exporter.user, record);
      return [
        entry.createdAt,
        entry.action,
        entry.actorLabel,
        entry.actorId,
        entry.actor?.email,
        entry.targetLabel,
        entry.targetType,
        entry.targetId,
        entry.details === null ? "" : JSON.stringify(entry.details),
      ];
    },
  });
}
