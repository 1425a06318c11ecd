// Users (SPEC §2, §4-§7): the filtered, keyset-paged list and one verb per change:
// create, change the id, sign out everywhere. Ban and admin rights are in
// access.ts, deletes in delete-users.ts. Every rule is enforced on the server.
import "server-only";
import { queryWithinBudget } from "@/lib/api/capped-count";
import { badRequest, conflict, forbidden } from "@/lib/api/errors";
import { keysetPageSql } from "@/lib/api/keyset-sql";
import { parseSort } from "@/lib/api/list-sort";
import type { Page } from "@/lib/api/page";
import { personLabelSelect, userLabel } from "@/lib/audit/labels";
import { recordAudit } from "@/lib/audit/write-entry";
import { revokeUserSessions, type SessionUser } from "@/lib/auth/session/session";
import { db, queryPrepared, queryRows } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { lockForChange, type ManyReader, type RecordChange, type RecordKind } from "@/lib/records/audited-change";
import { asUserConflict, assertNotSystemUser, userNotFound } from "@/lib/users/errors";
import { USER_ERROR_CODES, USER_ERRORS } from "@/lib/users/messages";
import {
  RESERVED_USER_IDS,
  type ChangeUserId,
  type CreateUser,
  type ListUsersQuery,
  type UserFilter,
} from "@/lib/users/schema";
import type { Json } from "@/lib/serialize";
import { renameUserInTrash } from "@/lib/trash/users";
import {
  countForPage,
  GAVE_UP_COLUMN_SQL,
  matchCountColumnSql,
  searchNeedsBudget,
  searchPlanning,
  userFilterSql,
  type MatchCountColumn,
} from "@/lib/users/user-counts";
import { SYSTEM_USER_ID, userSelect, type UserRecord, type UserWithRole } from "@/lib/users/record";
import { userMatchesPattern, userSearchPatterns, type UserSearchPattern } from "@/lib/users/user-search";
import { withVisibleEmail } from "@/lib/users/email-mask";

type Tx = Prisma.TransactionClient;

/** Whoever a read is for: what they hold decides whether emails are shown (lib/users/email-mask.ts). */
type Viewer = Pick<SessionUser, "permissions">;

/** A timestamp(3) column (UTC) as the ISO text JSON carries: no Date made and written back per field. */
const isoText = (column: string) => Prisma.raw(`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * userSelect as SQL columns, named as UserRecord's fields, as JSON has them: the list reads its pages in SQL. The
 * role's name rides along (a subquery on its primary key, for the page's rows only) so the Role badge can say it.
 */
const userColumnsSql: Prisma.Sql = Prisma.sql`id, first_name AS "firstName", last_name AS "lastName", email, handle,
  profile_image_url AS "profileImageUrl", is_admin AS "isAdmin", is_superadmin AS "isSuperadmin", is_banned AS "isBanned",
  role_id AS "roleId", ${isoText("created_at")} AS "createdAt", ${isoText("updated_at")} AS "updatedAt", version,
  ${isoText("last_active_at")} AS "lastActiveAt",
  (SELECT name FROM roles WHERE roles.id = users.role_id) AS "roleName"`;

function userWhere(filter: UserFilter, patterns: UserSearchPattern[]): Prisma.UserWhereInput {
  return {
    id: { not: SYSTEM_USER_ID },
    ...(filter.role === "admin" ? { isAdmin: true } : filter.role === "user" ? { isAdmin: false } : {}),
    ...(filter.status === "banned" ? { isBanned: true } : filter.status === "active" ? { isBanned: false } : {}),
    AND: patterns.map(userMatchesPattern),
  };
}

/** The list's filters (role, status, search: lib/users/user-search.ts) for the export and the bulk delete too. */
export async function userFilterWhere(filter: UserFilter, viewer: Viewer, client?: Tx): Promise<Prisma.UserWhereInput> {
  return userWhere(filter, await userSearchPatterns(filter.search, viewer, client));
}

type CountedUser = Json<UserWithRole> & { matchCount?: MatchCountColumn };

/**
 * GET /api/admin/users: filtered on the server and keyset-paged (lib/api/keyset.ts), with the
 * count in the page's own statement: each round trip is a write and a read on the socket, which
 * cost more than the query itself on every first page (docs/decisions/request-cost.md).
 */
export async function listUsers(viewer: Viewer, query: ListUsersQuery): Promise<Page<Json<UserWithRole>>> {
  const patterns = await userSearchPatterns(query.search, viewer);
  const filter = userFilterSql(query, patterns);
  const page = await keysetPageSql(
    query,
    async ({ where, orderAndLimit }) => {
      // In SQL: Prisma's engine took three times the CPU of the query itself on every first page.
      const select = (count: Prisma.Sql) =>
        Prisma.sql`SELECT ${userColumnsSql}${count} FROM users WHERE ${filter} AND ${where} ${orderAndLimit}`;
      const counted = select(Prisma.sql`, ${matchCountColumnSql(query, patterns)}`);
      if (patterns.length === 0 || !(await searchNeedsBudget())) return queryPrepared<CountedUser>(counted);
      // A search's count has a budget (lib/api/capped-count.ts): past it, the page alone, and no count.
      return (
        (await queryWithinBudget<CountedUser>(counted, { budgetMs: searchPlanning.countBudgetMs })) ??
        queryRows<CountedUser>(select(Prisma.sql`, ${GAVE_UP_COLUMN_SQL}`))
      );
    },
    { column: "created_at", field: "createdAt", direction: parseSort(query.sort).direction },
  );
  const firstPage = !query.after && !query.before;
  const count =
    firstPage && page.items.length === 0 ? { total: 0, exact: true } : await countForPage(query, patterns, page.items);
  return {
    items: page.items.map(({ matchCount, ...user }) => withVisibleEmail(viewer, user)),
    // Counting gave up: at least the rows seen match, exactly so only on a first page with no more.
    total: count?.total ?? page.items.length,
    totalExact: count?.exact ?? (firstPage && !page.hasMore),
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
  };
}

/** SPEC §2 Dashboard: the latest five registered users. */
export async function listRecentUsers(viewer: Viewer, limit = 5): Promise<UserRecord[]> {
  const users = await db.user.findMany({
    where: { id: { not: SYSTEM_USER_ID } },
    select: userSelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
  });
  return users.map((user) => withVisibleEmail(viewer, user));
}

/** A user the panel may show (any but the system account), with their role's name for the Role badge. */
export async function findUser(id: string): Promise<UserWithRole | null> {
  if (id === SYSTEM_USER_ID) return null;
  const found = await db.user.findUnique({
    where: { id },
    select: { ...userSelect, role: { select: { name: true } } },
  });
  if (!found) return null;
  const { role, ...user } = found;
  return { ...user, roleName: role?.name ?? null };
}

export async function getUser(viewer: Viewer, id: string): Promise<UserWithRole> {
  const user = await findUser(id);
  if (!user) throw userNotFound();
  return withVisibleEmail(viewer, user);
}

export async function createUser(actor: SessionUser, data: CreateUser): Promise<UserRecord> {
  try {
    return await db.$transaction(async (tx) => {
      if (await tx.user.findUnique({ where: { email: data.email }, select: { id: true } })) {
        throw conflict(USER_ERRORS.emailExists, USER_ERROR_CODES.emailExists);
      }
      if (data.handle && (await tx.user.findUnique({ where: { handle: data.handle }, select: { id: true } }))) {
        throw conflict(USER_ERRORS.handleExists, USER_ERROR_CODES.handleExists);
      }
      const user = await tx.user.create({ data, select: userSelect });
      await recordAudit(tx, {
        actor,
        action: "user.create",
        targetType: "user",
        targetId: user.id,
        targetLabel: userLabel(user),
        details: { email: data.email },
      });
      return user;
    });
  } catch (error) {
    throw asUserConflict(error);
  }
}

export const userKind: RecordKind<UserRecord, "user"> & ManyReader<UserRecord> = {
  type: "user",
  noun: "user",
  table: "users",
  select: userSelect,
  audited: { isAdmin: true, isSuperadmin: true, isBanned: true },
  read: (tx, id) => tx.user.findUniqueOrThrow({ where: { id }, select: userSelect }),
  readMany: (tx, ids) => tx.user.findMany({ where: { id: { in: ids } }, select: userSelect }),
  label: userLabel,
  notFound: userNotFound,
};

/**
 * PUT /api/admin/users/{id}/change-id: every foreign key to users.id cascades
 * on update, so one UPDATE moves messages, memberships, DMs, purchases, keys,
 * sessions and audit entries along with the user.
 */
export async function changeUserId(
  actor: SessionUser,
  { id, ifMatch }: RecordChange,
  { newId }: ChangeUserId,
): Promise<UserRecord> {
  assertNotSystemUser(id);
  if (id === actor.id) throw forbidden(USER_ERRORS.changeOwnId, USER_ERROR_CODES.changeOwnId);
  if (RESERVED_USER_IDS.has(newId.toLowerCase())) throw badRequest(`"${newId}" is reserved and cannot be a user ID`);
  try {
    return await db.$transaction(async (tx) => {
      const target = await lockForChange(tx, userKind, { id, ifMatch });
      if (target.isSuperadmin && !actor.isSuperadmin)
        throw forbidden(USER_ERRORS.changeSuperadminId, USER_ERROR_CODES.changeSuperadminId);
      if (newId !== id && (await tx.user.findUnique({ where: { id: newId }, select: { id: true } }))) {
        throw conflict(USER_ERRORS.idExists, USER_ERROR_CODES.idExists);
      }
      const user = await tx.user.update({ where: { id }, data: { id: newId }, select: userSelect });
      await renameUserInTrash(tx, id, newId);
      // A new id is a new identity to the chat app and the logs: the old sessions end.
      await revokeUserSessions(tx, newId);
      await recordAudit(tx, {
        actor,
        action: "user.change_id",
        targetType: "user",
        targetId: newId,
        targetLabel: userLabel(user),
        details: { from: id, to: newId, version: user.version },
      });
      return user;
    });
  } catch (error) {
    throw asUserConflict(error);
  }
}

/** DELETE /api/admin/users/{id}/sessions: "Sign out everywhere", audited with the number of sessions ended. */
export async function signOutEverywhere(actor: SessionUser, id: string): Promise<{ revoked: number }> {
  assertNotSystemUser(id);
  return db.$transaction(async (tx) => {
    const target = await tx.user.findUnique({ where: { id }, select: { ...personLabelSelect, isSuperadmin: true } });
    if (!target) throw userNotFound();
    if (target.isSuperadmin && !actor.isSuperadmin)
      throw forbidden(USER_ERRORS.signOutSuperadmin, USER_ERROR_CODES.signOutSuperadmin);
    const revoked = await revokeUserSessions(tx, id);
    await recordAudit(tx, {
      actor,
      action: "user.sign_out_everywhere",
      targetType: "user",
      targetId: id,
      targetLabel: userLabel(target),
      details: { revoked },
    });
    return { revoked };
  });
}
