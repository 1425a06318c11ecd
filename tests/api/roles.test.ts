import { GET as permissionsRoute } from "@/app/api/admin/permissions/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/admin/roles/route";
import { DELETE as deleteRoute, PATCH as updateRoute } from "@/app/api/admin/roles/[id]/route";
import { PATCH as patchUserRoute } from "@/app/api/admin/users/[id]/route";
import { GET as authUserRoute } from "@/app/api/auth/user/route";
import { db } from "@/lib/db";
import { BUILT_IN_ROLES, PERMISSIONS, SUPERADMIN_ONLY } from "@/lib/permissions/catalogue";
import { PERMISSION_VALIDATION } from "@/lib/permissions/messages";
import { ROLE_ERRORS, ROLE_VALIDATION } from "@/lib/roles/messages";
import type { PermissionsAnswer } from "@/lib/permissions/schema";
import type { RoleRow, RolesAnswer } from "@/lib/roles/schema";
import { USER_VALIDATION } from "@/lib/users/messages";
import { newSignedInAdmin, type SignedInAdmin } from "../helpers/admins";
import { uniqueTag } from "../helpers/fixtures";
import { callRoute, okJson } from "../helpers/request";
import { resourceClient } from "../helpers/resource-client";
import { createTestUser } from "../helpers/session";

type Actor = SignedInAdmin;

const newAdmin = () => newSignedInAdmin();
const newSuperadmin = () => newSignedInAdmin({ isSuperadmin: true });

/** A session that proved who its admin is ten minutes ago (step-up wants five). */
async function staleSuperadmin(): Promise<Actor> {
  const actor = await newSuperadmin();
  await db.session.updateMany({ where: { userId: actor.id }, data: { confirmedAt: new Date(Date.now() - 600_000) } });
  return actor;
}

/** The roles routes as `actor`. */
const roles = (actor: Actor) =>
  resourceClient<RoleRow>(
    "/api/admin/roles",
    { list: listRoute, create: createRoute, update: updateRoute, remove: deleteRoute },
    actor,
  );
const listRoles = async (actor: Actor) => okJson<RolesAnswer>(await roles(actor).list()).items;
const assign = (actor: Actor, userId: string, roleId: string) =>
  callRoute(patchUserRoute, {
    method: "PATCH",
    cookie: actor.cookie,
    params: { id: userId },
    path: `/api/admin/users/${userId}`,
    body: { roleId },
  });

/** A custom role made through the API, as the roles screen makes one. */
const createdRole = (actor: Actor, permissions: string[] = ["users.read"]) =>
  roles(actor).createOk({ name: `Role ${uniqueTag()}`, description: "For a test", permissions });

/** Repeats `check` until it passes, failing with its last error once a second has gone. */
async function withinASecond(check: () => Promise<void>): Promise<void> {
  const deadline = Date.now() + 1000;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

const builtInId = async (key: string) => (await db.role.findUniqueOrThrow({ where: { key } })).id;
const roleIdOf = async (userId: string) =>
  (await db.user.findUniqueOrThrow({ where: { id: userId }, select: { roleId: true } })).roleId;
const auditsOf = (targetId: string) =>
  db.auditLog.findMany({ where: { targetId }, orderBy: { createdAt: "asc" }, select: { action: true, details: true } });

describe("GET /api/admin/permissions", () => {
  it("lists the catalogue grouped by resource, marking what only a superadmin may hold", async () => {
    const answer = okJson<PermissionsAnswer>(
      await callRoute(permissionsRoute, { cookie: (await newSuperadmin()).cookie, path: "/api/admin/permissions" }),
    );
    const listed = answer.groups.flatMap((group) => group.permissions);
    expect(listed.map((permission) => permission.key)).toEqual(PERMISSIONS);
    expect(listed.filter((permission) => permission.superadminOnly).map((permission) => permission.key)).toEqual([
      ...SUPERADMIN_ONLY,
    ]);
    expect(answer.groups[0]).toMatchObject({ resource: "users", label: "Users" });
    expect(listed[0]).toEqual({
      key: "users.read",
      label: "See users, their channels and profiles",
      superadminOnly: false,
    });
  });
});

describe("who may manage roles", () => {
  it("refuses an admin who is not a superadmin every roles route and a role change, changing nothing", async () => {
    const owner = await newSuperadmin();
    const role = await createdRole(owner);
    const admin = await newAdmin();
    const target = await newAdmin();
    const answers = [
      await callRoute(permissionsRoute, { cookie: admin.cookie, path: "/api/admin/permissions" }),
      await callRoute(listRoute, { cookie: admin.cookie, path: "/api/admin/roles" }),
      await roles(admin).create({ name: `Nope ${uniqueTag()}`, permissions: [] }),
      await roles(admin).update(role.id, { name: "Renamed" }),
      await roles(admin).remove(role.id),
      await assign(admin, target.id, role.id),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403, 403]);
    expect(await db.role.findUniqueOrThrow({ where: { id: role.id } })).toMatchObject({ name: role.name });
    expect(await roleIdOf(target.id)).toBeNull();
  });

  it("asks a superadmin whose proof of identity is old to confirm it before any change", async () => {
    const fresh = await newSuperadmin();
    const role = await createdRole(fresh);
    const target = await newAdmin();
    const stale = await staleSuperadmin();
    const answers = [
      await roles(stale).create({ name: `Stale ${uniqueTag()}`, permissions: [] }),
      await roles(stale).update(role.id, { name: `Stale ${uniqueTag()}` }),
      await roles(stale).remove(role.id),
      await assign(stale, target.id, role.id),
    ];
    expect(answers.map((answer) => [answer.status, (answer.json() as { error: string }).error])).toEqual(
      Array(4).fill([401, "reauthentication_required"]),
    );
    expect((await db.role.findUniqueOrThrow({ where: { id: role.id } })).name).toBe(role.name);
    expect(await roleIdOf(target.id)).toBeNull();
    // Reading needs no fresh proof.
    expect((await listRoles(stale)).some((row) => row.id === role.id)).toBe(true);
  });
});

describe("the list", () => {
  it("shows the built-in roles first, widest first, then custom ones by name, each with its admins", async () => {
    const actor = await newSuperadmin();
    const tag = uniqueTag();
    const later = await createdRole(actor);
    await roles(actor).update(later.id, { name: `zz ${tag}` }, later.version);
    const earlier = await createdRole(actor);
    await roles(actor).update(earlier.id, { name: `AA ${tag}` }, earlier.version);
    const holders = [await newAdmin(), await newAdmin()];
    for (const holder of holders) expect((await assign(actor, holder.id, earlier.id)).status).toBe(200);

    // Other files add and remove admins on the same database while this runs: the built-in roles' counts are judged
    // against counts taken just before and just after the list, not one taken later.
    const builtInCounts = () =>
      Promise.all([
        db.user.count({ where: { isSuperadmin: true } }),
        db.user.count({ where: { isAdmin: true, isSuperadmin: false, roleId: null } }),
      ]);
    const countsBefore = await builtInCounts();
    const listed = await listRoles(actor);
    const countsAfter = await builtInCounts();
    const between = (value: number, index: 0 | 1) => {
      expect(value).toBeGreaterThanOrEqual(Math.min(countsBefore[index], countsAfter[index]));
      expect(value).toBeLessThanOrEqual(Math.max(countsBefore[index], countsAfter[index]));
    };
    expect(listed.slice(0, 4).map((role) => [role.key, role.name, role.builtIn])).toEqual([
      ["superadmin", "Superadmin", true],
      ["admin", "Admin", true],
      ["moderator", "Moderator", true],
      ["viewer", "Viewer", true],
    ]);
    const custom = listed.slice(4).map((role) => role.name);
    expect(custom).toEqual([...custom].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
    expect(custom.indexOf(`AA ${tag}`)).toBeLessThan(custom.indexOf(`zz ${tag}`));
    expect(listed.find((role) => role.id === earlier.id)).toMatchObject({ adminCount: 2, builtIn: false, key: null });
    expect(listed[1]!.permissions).toEqual(BUILT_IN_ROLES.admin.permissions);
    between(listed[0]!.adminCount, 0);
    between(listed[1]!.adminCount, 1);
  });
});

describe("creating a role", () => {
  it("keeps its permissions once each in the catalogue's order, and audits it", async () => {
    const actor = await newSuperadmin();
    const name = `Support ${uniqueTag()}`;
    const answer = await roles(actor).create({
      name: `  ${name}  `,
      permissions: ["contacts.read", "users.read", "contacts.read"],
    });
    expect(answer.status).toBe(201);
    const role = answer.json() as RoleRow;
    expect(role).toMatchObject({
      name,
      description: "",
      permissions: ["users.read", "contacts.read"],
      builtIn: false,
      key: null,
      adminCount: 0,
      version: 1,
    });
    expect(await auditsOf(role.id)).toEqual([
      {
        action: "role.create",
        details: {
          before: null,
          after: { key: null, name, description: "", permissions: ["users.read", "contacts.read"] },
          version: 1,
        },
      },
    ]);
  });

  it("refuses bad input with a 400 naming the problem, and stores nothing", async () => {
    const actor = await newSuperadmin();
    const name = `Bad ${uniqueTag()}`;
    const cases: [unknown, string][] = [
      [{ name: "", permissions: [] }, ROLE_VALIDATION.nameRequired],
      [{ permissions: [] }, ROLE_VALIDATION.nameRequired],
      [{ name: "x".repeat(61), permissions: [] }, ROLE_VALIDATION.nameTooLong],
      [{ name, description: "x".repeat(301) }, ROLE_VALIDATION.descriptionTooLong],
      [{ name, permissions: ["users.fly"] }, PERMISSION_VALIDATION.unknown("users.fly")],
      [{ name, permissions: ["users.read", "roles.manage"] }, PERMISSION_VALIDATION.superadminOnly("roles.manage")],
      [{ name, permissions: ["users.take_control"] }, PERMISSION_VALIDATION.superadminOnly("users.take_control")],
      [{ name, permissions: "users.read" }, PERMISSION_VALIDATION.invalid],
      [{ name, permissions: [1] }, PERMISSION_VALIDATION.invalid],
    ];
    for (const [body, message] of cases)
      expect(await roles(actor).create(body)).toMatchObject({ status: 400, text: message });
    expect(await db.role.count({ where: { name } })).toBe(0);
  });

  it("refuses a name another role has, in any case, built-in ones included", async () => {
    const actor = await newSuperadmin();
    const role = await createdRole(actor);
    for (const name of [role.name, role.name.toUpperCase(), "moderator"])
      expect(await roles(actor).create({ name, permissions: [] })).toMatchObject({
        status: 409,
        text: ROLE_ERRORS.nameTaken,
      });
    expect(await roles(actor).update(role.id, { name: "VIEWER" })).toMatchObject({
      status: 409,
      text: ROLE_ERRORS.nameTaken,
    });
  });
});

describe("changing a role", () => {
  it("changes what the body names, checks the version, and audits before and after", async () => {
    const actor = await newSuperadmin();
    const role = await createdRole(actor, ["users.read"]);
    expect((await roles(actor).update(role.id, { permissions: ["channels.read"] }, role.version + 1)).status).toBe(412);
    const changed = okJson<RoleRow>(
      await roles(actor).update(role.id, { permissions: ["channels.read", "users.read"] }, role.version),
    );
    expect(changed).toMatchObject({ name: role.name, permissions: ["users.read", "channels.read"], version: 2 });
    expect((await auditsOf(role.id)).at(-1)).toEqual({
      action: "role.update",
      details: {
        before: { key: null, name: role.name, description: "For a test", permissions: ["users.read"] },
        after: { key: null, name: role.name, description: "For a test", permissions: ["users.read", "channels.read"] },
        version: 2,
      },
    });
    expect(await roles(actor).update(role.id, { permissions: ["audit.export", "users.reset_factors"] })).toMatchObject({
      status: 400,
      text: PERMISSION_VALIDATION.superadminOnly("users.reset_factors"),
    });
    expect((await roles(actor).update(role.id, {})).status).toBe(400);
    expect((await roles(actor).update(crypto.randomUUID(), { name: "Gone" })).status).toBe(404);
  });

  it("never changes or deletes a built-in role", async () => {
    const actor = await newSuperadmin();
    for (const key of ["superadmin", "admin", "moderator", "viewer"]) {
      const id = await builtInId(key);
      expect(await roles(actor).update(id, { permissions: ["users.read"] })).toMatchObject({
        status: 409,
        text: ROLE_ERRORS.builtIn,
      });
      expect(await roles(actor).remove(id)).toMatchObject({ status: 409, text: ROLE_ERRORS.builtIn });
    }
    expect(await db.role.count({ where: { key: { not: null } } })).toBe(4);
  });
});

describe("deleting a role", () => {
  it("deletes one no admin holds, for good, audited", async () => {
    const actor = await newSuperadmin();
    const role = await createdRole(actor, ["users.read"]);
    expect((await roles(actor).remove(role.id, role.version + 1)).status).toBe(412);
    expect(okJson(await roles(actor).remove(role.id, role.version))).toEqual({ id: role.id });
    expect(await db.role.count({ where: { id: role.id } })).toBe(0);
    expect((await auditsOf(role.id)).at(-1)).toEqual({
      action: "role.delete",
      details: {
        before: { key: null, name: role.name, description: "For a test", permissions: ["users.read"] },
        after: null,
      },
    });
    expect((await roles(actor).remove(role.id)).status).toBe(404);
  });

  it("refuses one that admins hold, saying how many, until they are moved", async () => {
    const actor = await newSuperadmin();
    const role = await createdRole(actor);
    const holders = [await newAdmin(), await newAdmin()];
    for (const holder of holders) expect((await assign(actor, holder.id, role.id)).status).toBe(200);
    expect(await roles(actor).remove(role.id)).toMatchObject({ status: 409, text: ROLE_ERRORS.inUse(2) });
    expect((await assign(actor, holders[0]!.id, await builtInId("moderator"))).status).toBe(200);
    expect(await roles(actor).remove(role.id)).toMatchObject({ status: 409, text: ROLE_ERRORS.inUse(1) });
    expect(await roles(actor).remove(role.id)).toMatchObject({
      text: "This role is held by 1 admin. Move them to another role first.",
    });
    expect((await assign(actor, holders[1]!.id, await builtInId("admin"))).status).toBe(200);
    expect((await roles(actor).remove(role.id)).status).toBe(200);
  });

  it("never leaves an admin holding a deleted role when the delete and an assignment race", async () => {
    const actor = await newSuperadmin();
    for (let round = 0; round < 6; round++) {
      const role = await createdRole(actor);
      const target = await newAdmin();
      const [assigned, deleted] = await Promise.all([assign(actor, target.id, role.id), roles(actor).remove(role.id)]);
      const roleLeft = await db.role.count({ where: { id: role.id } });
      // Either the assignment came first (and the delete was refused), or the delete did (and the role was gone).
      if (assigned.status === 200) {
        expect([deleted.status, deleted.text, roleLeft]).toEqual([409, ROLE_ERRORS.inUse(1), 1]);
        expect(await roleIdOf(target.id)).toBe(role.id);
      } else {
        expect([assigned.status, assigned.text, deleted.status, roleLeft]).toEqual([400, ROLE_ERRORS.notFound, 200, 0]);
        expect(await roleIdOf(target.id)).toBeNull();
      }
    }
  });
});

describe("an admin's role", () => {
  it("is set by the users PATCH, Admin stored as none, audited with the roles' names", async () => {
    const actor = await newSuperadmin();
    const target = await newAdmin();
    const moderator = await builtInId("moderator");
    const answer = okJson<{ roleId: string | null }>(await assign(actor, target.id, moderator));
    expect(answer.roleId).toBe(moderator);
    expect(await roleIdOf(target.id)).toBe(moderator);
    expect(
      okJson<{ roleId: string | null }>(await assign(actor, target.id, await builtInId("admin"))).roleId,
    ).toBeNull();
    const entries = (await auditsOf(target.id)).filter((entry) => entry.action === "user.change_role");
    expect(entries.map((entry) => entry.details)).toEqual([
      { before: { role: "Admin" }, after: { role: "Moderator" }, version: expect.any(Number) },
      { before: { role: "Moderator" }, after: { role: "Admin" }, version: expect.any(Number) },
    ]);
  });

  it("is refused for a superadmin, a user without admin rights, the Superadmin role and an unknown role", async () => {
    const actor = await newSuperadmin();
    const moderator = await builtInId("moderator");
    const otherSuperadmin = await newSuperadmin();
    const plainUser = await createTestUser();
    const admin = await newAdmin();
    expect(await assign(actor, otherSuperadmin.id, moderator)).toMatchObject({
      status: 409,
      text: ROLE_ERRORS.targetSuperadmin,
    });
    expect(await assign(actor, plainUser.id, moderator)).toMatchObject({ status: 409, text: ROLE_ERRORS.notAnAdmin });
    expect(await assign(actor, admin.id, await builtInId("superadmin"))).toMatchObject({
      status: 400,
      text: ROLE_ERRORS.superadminRole,
    });
    expect(await assign(actor, admin.id, crypto.randomUUID())).toMatchObject({
      status: 400,
      text: ROLE_ERRORS.notFound,
    });
    expect((await assign(actor, "nobody-here", moderator)).status).toBe(404);
    expect(
      await callRoute(patchUserRoute, {
        method: "PATCH",
        cookie: actor.cookie,
        params: { id: admin.id },
        path: `/api/admin/users/${admin.id}`,
        body: { roleId: moderator, isBanned: true },
      }),
    ).toMatchObject({ status: 400, text: USER_VALIDATION.oneChange });
    expect(await roleIdOf(admin.id)).toBeNull();
    expect(await roleIdOf(plainUser.id)).toBeNull();
  });

  it("goes back to Admin when admin rights are granted again, and is cleared when they are removed", async () => {
    const actor = await newSuperadmin();
    const target = await newAdmin();
    const patchFlags = (body: object) =>
      callRoute(patchUserRoute, {
        method: "PATCH",
        cookie: actor.cookie,
        params: { id: target.id },
        path: `/api/admin/users/${target.id}`,
        body,
      });
    expect((await assign(actor, target.id, await builtInId("viewer"))).status).toBe(200);
    expect((await patchFlags({ isAdmin: false })).status).toBe(200);
    expect(await roleIdOf(target.id)).toBeNull();
    expect((await patchFlags({ isAdmin: true })).status).toBe(200);
    expect(await roleIdOf(target.id)).toBeNull();
  });

  it("narrows what the admin's session may do, and follows the role's edits, within a second", async () => {
    const actor = await newSuperadmin();
    const role = await createdRole(actor, ["users.read", "channels.read"]);
    const target = await newAdmin();
    const sessionOf = async () =>
      okJson<{ permissions: string[]; roleName: string }>(
        await callRoute(authUserRoute, { cookie: target.cookie, path: "/api/auth/user" }),
      );
    expect((await sessionOf()).roleName).toBe("Admin");
    expect((await assign(actor, target.id, role.id)).status).toBe(200);
    await withinASecond(async () =>
      expect(await sessionOf()).toMatchObject({ roleName: role.name, permissions: ["users.read", "channels.read"] }),
    );
    expect((await roles(actor).update(role.id, { permissions: ["users.read"] })).status).toBe(200);
    await withinASecond(async () => expect((await sessionOf()).permissions).toEqual(["users.read"]));
  });
});
