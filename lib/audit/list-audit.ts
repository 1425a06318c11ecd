// GET /api/admin/audit-logs: newest first, keyset-paged, filterable by actor
// (id, email or handle), action (prefix, e.g. "user." or "user.ban"),
// target (type, id, or words of its label), and a date range (UTC days).
// The log only grows, so its total is counted up to a
// cap, past which it is reported as a lower bound ("10000+ entries").
import "server-only";
import { keysetPage } from "@/lib/api/keyset";
import { countedPage, type Page } from "@/lib/api/page";
import { escapeLike } from "@/lib/api/search";
import { auditSelect, type AuditRecord } from "@/lib/audit/record";
import type { AuditFilter, ListAuditQuery } from "@/lib/audit/schema";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

const DAY_MS = 24 * 60 * 60 * 1000;
const startOf = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** A date range's bounds in UTC: from its first millisecond up to the end of its last day (no end bound past year 9999). */
function dateRange(filter: AuditFilter): Prisma.AuditLogWhereInput {
  if (!filter.from && !filter.to) return {};
  const end = filter.to ? new Date(startOf(filter.to).getTime() + DAY_MS) : null;
  return {
    createdAt: {
      ...(filter.from ? { gte: startOf(filter.from) } : {}),
      ...(end && end.getUTCFullYear() <= 9999 ? { lt: end } : {}),
    },
  };
}

export function auditWhere(filter: AuditFilter): Prisma.AuditLogWhereInput {
  return {
    ...dateRange(filter),
    ...(filter.action ? { action: { startsWith: filter.action } } : {}),
    // The label part is served by a trigram index (audit_logs_target_label_trgm_idx).
    ...(filter.target
      ? {
          OR: [
            { targetId: filter.target },
            { targetType: filter.target },
            { targetLabel: { contains: escapeLike(filter.target), mode: "insensitive" } },
          ],
        }
      : {}),
    ...(filter.actor
      ? {
          actor: {
            OR: [
              { id: filter.actor },
              { email: filter.actor.toLowerCase() },
              { handle: filter.actor.replace(/^@/, "") },
            ],
          },
        }
      : {}),
  };
}

export const AUDIT_COUNT_CAP = 10_000;

export async function listAuditEntries(query: ListAuditQuery, countCap = AUDIT_COUNT_CAP): Promise<Page<AuditRecord>> {
  const where = auditWhere(query);
  const [page, counted] = await Promise.all([
    keysetPage(query, (args) =>
      db.auditLog.findMany({ ...args, where: { AND: [where, args.where] }, select: auditSelect }),
    ),
    db.auditLog.count({ where, take: countCap + 1 }),
  ]);
  return countedPage(page, { total: Math.min(counted, countCap), exact: counted <= countCap });
}
