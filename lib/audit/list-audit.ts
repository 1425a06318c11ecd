// GET /api/admin/audit-logs: newest first, keyset-paged, filterable by actor
// (id, email or handle), action (prefix, e.g. "user." or "user.ban") and
// target (type or id).
import { keysetPage } from "@/lib/api/keyset";
import type { AuditFilter, ListAuditQuery } from "@/lib/audit/schema";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

function auditWhere(filter: AuditFilter): Prisma.AuditLogWhereInput {
  return {
    ...(filter.action ? { action: { startsWith: filter.action } } : {}),
    ...(filter.target ? { OR: [{ targetId: filter.target }, { targetType: filter.target }] } : {}),
    ...(filter.actor
      ? { actor: { OR: [{ id: filter.actor }, { email: filter.actor.toLowerCase() }, { handle: filter.actor.replace(/^@/, "") }] } }
      : {}),
  };
}

export async function listAuditEntries(query: ListAuditQuery) {
  const where = auditWhere(query);
  const [page, total] = await Promise.all([
    keysetPage(query, (args) =>
      db.auditLog.findMany({
        ...args,
        where: { AND: [where, args.where] },
        select: {
          id: true,
          action: true,
          targetType: true,
          targetId: true,
          details: true,
          createdAt: true,
          actor: { select: { id: true, email: true, handle: true } },
        },
      }),
    ),
    db.auditLog.count({ where }),
  ]);
  return { ...page, total };
}
