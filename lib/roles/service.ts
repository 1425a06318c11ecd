// Roles (docs/decisions/custom-roles.md): the built-in roles and custom ones from the permission catalogue, each with how many
// admins hold it; audited create, update and delete on the record kit. Built-in roles are rows only so an
// admin can point at one: their permissions live in code and they are never changed here.
import "server-only";
import { badRequest, conflict, notFound } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/write-entry";
import type { SessionUser } from "@/lib/auth/session/session";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { isBuiltInKey, rolePermissions, type BuiltInRoleKey } from "@/lib/permissions/catalogue";
import {
  auditFields,
  createRecord,
  lockForChange,
  updateRecord,
  type RecordChange,
  type RecordKind,
} from "@/lib/records/audited-change";
import { holdReference } from "@/lib/records/rows";
import { revokeTokensBeyond } from "@/lib/api-tokens/service";
import { permissionsOfRole } from "@/lib/permissions/resolve";
import { ROLE_ERROR_CODES, ROLE_ERRORS } from "@/lib/roles/messages";
import { roleSelect, type RoleRecord } from "@/lib/roles/record";
import type { RoleFormValues, RolePatch, RoleView } from "@/lib/roles/schema";

type Tx = Prisma.TransactionClient;

/** Custom roles are few by nature; the cap keeps the unpaged list and the role select bounded. */
export const MAX_CUSTOM_ROLES = 100;

/** The built-in roles in the order the list shows them, widest first. */
const BUILT_IN_ORDER: readonly BuiltInRoleKey[] = ["superadmin", "admin", "moderator", "viewer"];

const roleNotFound = () => notFound(ROLE_ERRORS.notFound, ROLE_ERROR_CODES.notFound);

const roleKind: RecordKind<RoleRecord, "role"> = {
  type: "role",
  noun: "role",
  table: "roles",
  select: roleSelect,
  read: (tx, id) => tx.role.findUniqueOrThrow({ where: { id }, select: roleSelect }),
  label: (role) => role.name,
  notFound: roleNotFound,
};

function toView(role: RoleRecord, adminCount: number): RoleView {
  return {
    ...role,
    key: isBuiltInKey(role.key) ? role.key : null,
    permissions: rolePermissions(role),
    builtIn: role.key !== null,
    adminCount,
  };
}

/**
 * How many admins hold each role. Admin is every admin without a role of their own (role_id null), Superadmin every
 * superadmin (whose role is ignored); any other role, the users whose role_id names it, as the delete's foreign key
 * counts them.
 */
async function adminCounts(client: Tx | typeof db): Promise<(role: RoleRecord) => number> {
  const [superadmins, plainAdmins, holders] = await Promise.all([
    client.user.count({ where: { isSuperadmin: true } }),
    client.user.count({ where: { isAdmin: true, isSuperadmin: false, roleId: null } }),
    client.user.groupBy({ by: ["roleId"], where: { roleId: { not: null } }, _count: { _all: true } }),
  ]);
  const byRole = new Map(holders.map((row) => [row.roleId, row._count._all]));
  return (role) =>
    role.key === "superadmin" ? superadmins : role.key === "admin" ? plainAdmins : (byRole.get(role.id) ?? 0);
}

/** Built-in roles first, widest first; then custom roles by name. */
function listOrder(a: RoleRecord, b: RoleRecord): number {
  const rank = (role: RoleRecord) =>
    isBuiltInKey(role.key) ? BUILT_IN_ORDER.indexOf(role.key) : BUILT_IN_ORDER.length;
  return rank(a) - rank(b) || a.name.localeCompare(b.name, "en", { sensitivity: "base" });
}

/** GET /api/admin/roles: every role (at most the built-in four and MAX_CUSTOM_ROLES), built-in first. */
export async function listRoles(): Promise<RoleView[]> {
  const [roles, countOf] = await Promise.all([
    db.role.findMany({ select: roleSelect, take: BUILT_IN_ORDER.length + MAX_CUSTOM_ROLES }),
    adminCounts(db),
  ]);
  return roles.sort(listOrder).map((role) => toView(role, countOf(role)));
}

async function viewOf(role: RoleRecord): Promise<RoleView> {
  return toView(role, (await adminCounts(db))(role));
}

/** A name another role has (in any case: "moderator" beside "Moderator" would read as the same role). */
function asRoleConflict(error: unknown): unknown {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002"
    ? conflict(ROLE_ERRORS.nameTaken, ROLE_ERROR_CODES.nameTaken)
    : error;
}

/**
 * Refuses a role past the cap. Two creates at once would both count below it, so they queue on a lock held to the
 * end of the transaction first: the count and the insert are then one step.
 */
async function refuseBeyondCap(tx: Tx): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('roles.create'))`;
  if ((await tx.role.count({ where: { key: null } })) >= MAX_CUSTOM_ROLES)
    throw conflict(ROLE_ERRORS.tooMany(MAX_CUSTOM_ROLES), ROLE_ERROR_CODES.tooMany);
}

/** POST /api/admin/roles: a custom role; its permissions were checked against the grantable ones by the schema. */
export async function createRole(actor: SessionUser, data: RoleFormValues): Promise<RoleView> {
  try {
    const role = await createRecord(roleKind, actor, async (tx) => {
      await refuseBeyondCap(tx);
      return tx.role.create({ data, select: roleSelect });
    });
    return toView(role, 0);
  } catch (error) {
    throw asRoleConflict(error);
  }
}

function refuseBuiltIn(role: RoleRecord): void {
  if (role.key !== null) throw conflict(ROLE_ERRORS.builtIn, ROLE_ERROR_CODES.builtIn);
}

/** PATCH /api/admin/roles/{id}: a custom role's name, description or permissions; its admins' sessions follow at once. */
export async function updateRole(actor: SessionUser, change: RecordChange, patch: RolePatch): Promise<RoleView> {
  try {
    const role = await updateRecord(roleKind, actor, change, async (tx, before) => {
      refuseBuiltIn(before);
      const role = await tx.role.update({ where: { id: before.id }, data: patch, select: roleSelect });
      // A token never outlives a permission its creator lost, even when the role gets it back later.
      await revokeTokensBeyond(tx, { roleId: role.id }, permissionsOfRole(role));
      return role;
    });
    return await viewOf(role);
  } catch (error) {
    throw asRoleConflict(error);
  }
}

/**
 * DELETE /api/admin/roles/{id}: gone for good (a role holds no data to restore), and only while no admin holds it.
 * The row lock makes the count and the delete one step: an assignment holds the role (a key-share lock) until it
 * commits, so it either finishes first and is counted, or waits and then finds no role. The foreign key
 * (ON DELETE RESTRICT) stands behind both.
 */
export async function deleteRole(actor: SessionUser, change: RecordChange): Promise<{ id: string }> {
  await db.$transaction(async (tx) => {
    const before = await lockForChange(tx, roleKind, change);
    refuseBuiltIn(before);
    const holders = await tx.user.count({ where: { roleId: before.id } });
    if (holders > 0) throw conflict(ROLE_ERRORS.inUse(holders), ROLE_ERROR_CODES.inUse);
    await tx.role.delete({ where: { id: before.id } });
    await recordAudit(tx, {
      actor,
      action: "role.delete",
      targetType: roleKind.type,
      targetId: before.id,
      targetLabel: roleKind.label(before),
      details: { before: auditFields(before, roleSelect), after: null } as Prisma.InputJsonValue,
    });
  });
  return { id: change.id };
}

/** A role an admin is being given, held (key-share locked) until the change commits so it cannot be deleted meanwhile. */
export async function holdRole(tx: Tx, id: string): Promise<RoleRecord> {
  if (!(await holdReference(tx, "roles", id))) throw badRequest(ROLE_ERRORS.notFound, ROLE_ERROR_CODES.notFound);
  return tx.role.findUniqueOrThrow({ where: { id }, select: roleSelect });
}
