// GET /api/admin/audit-logs/export: the entries matching the log's filters
// (actor, action, target, date range) as CSV, newest first, streamed in keyset
// batches. The export is itself an audited act.
import type { SessionUser } from "@/lib/auth/session";
import { keysetPage } from "@/lib/api/keyset";
import { auditSelect, auditWhere } from "@/lib/audit/list-audit";
import { recordAudit } from "@/lib/audit/record";
import type { AuditFilter } from "@/lib/audit/schema";
import { db } from "@/lib/db";
import { csvResponse, datedFileName, EXPORT_BATCH } from "@/lib/export/csv-export";

const HEADER = ["Time", "Action", "Actor ID", "Actor Email", "Target Type", "Target ID", "Details"] as const;

export async function exportAuditEntries(actor: SessionUser, filter: AuditFilter): Promise<Response> {
  await recordAudit(db, { actorId: actor.id, action: "audit.export", targetType: "audit_log", details: { filter } });
  const where = auditWhere(filter);
  return csvResponse({
    fileName: datedFileName("audit-log"),
    header: HEADER,
    batch: (cursor) =>
      keysetPage({ limit: EXPORT_BATCH, after: cursor ?? undefined }, (args) => db.auditLog.findMany({ ...args, where: { AND: [where, args.where] }, select: auditSelect })),
    row: (entry) => [entry.createdAt, entry.action, entry.actor?.id, entry.actor?.email, entry.targetType, entry.targetId, entry.details === null ? "" : JSON.stringify(entry.details)],
  });
}
