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
import { hasPermission, type HoldsPermissions } from "@/lib/permissions/has-permission";
import { maskEmail, maskEmailsIn, maskEmailsInJson } from "@/lib/users/email-mask";
import { dayBounds } from "@/lib/api/day-range";

/** A date range's bounds in UTC days (lib/api/day-range.ts). */
function dateRange(filter: AuditFilter): Prisma.AuditLogWhereInput {
  const bounds = dayBounds(filter);
  return bounds ? { createdAt: bounds } : {};
}

/**
 * The filter as `viewer` may search: without users.email an actor is not found by email, nor a
 * target by an address in its label ("Name (email)"), or the search would read back the emails
 * they see masked. A target search holding "@" then matches ids and types only.
 */
export function auditWhere(filter: AuditFilter, viewer: HoldsPermissions): Prisma.AuditLogWhereInput {
  const seesEmail = hasPermission(viewer, "users.email");
  const byLabel = filter.target && (seesEmail || !filter.target.includes("@"));
  return {
    ...dateRange(filter),
    ...(filter.action ? { action: { startsWith: filter.action } } : {}),
    // The label part is served by a trigram index (audit_logs_target_label_trgm_idx).
    ...(filter.target
      ? {
          OR: [
            { targetId: filter.target },
            { targetType: filter.target },
            ...(byLabel
              ? [{ targetLabel: { contains: escapeLike(filter.target), mode: "insensitive" as const } }]
              : []),
          ],
        }
      : {}),
    ...(filter.actor
      ? {
          actor: {
            OR: [
              { id: filter.actor },
              ...(seesEmail ? [{ email: filter.actor.toLowerCase() }] : []),
              { handle: filter.actor.replace(/^@/, "") },
            ],
          },
        }
      : {}),
  };
}

export const AUDIT_COUNT_CAP = 10_000;

/** An entry as `viewer` may see it: without users.email, every address in its labels, details and actor masked. */
export function auditEntrySeenBy(viewer: HoldsPermissions, entry: AuditRecord): AuditRecord {
  if (hasPermission(viewer, "users.email")) return entry;
  return {
    ...entry,
    actorLabel: entry.actorLabel === null ? null : maskEmailsIn(entry.actorLabel),
    targetLabel: entry.targetLabel === null ? null : maskEmailsIn(entry.targetLabel),
    details: maskEmailsInJson(entry.details),
    actor: entry.actor && { ...entry.actor, email: entry.actor.email && maskEmail(entry.actor.email) },
  };
}

export async function listAuditEntries(
  viewer: HoldsPermissions,
  query: ListAuditQuery,
  countCap = AUDIT_COUNT_CAP,
): Promise<Page<AuditRecord>> {
  const where = auditWhere(query, viewer);
  const [page, counted] = await Promise.all([
    keysetPage(query, (args) =>
      db.auditLog.findMany({ ...args, where: { AND: [where, args.where] }, select: auditSelect }),
    ),
    db.auditLog.count({ where, take: countCap + 1 }),
  ]);
  return countedPage(
    { ...page, items: page.items.map((entry) => auditEntrySeenBy(viewer, entry)) },
    { total: Math.min(counted, countCap), exact: counted <= countCap },
  );
}
