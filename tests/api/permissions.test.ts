// What a route's one declared permission cannot say, checked in its service (docs/decisions/roles-and-permissions.md):
// the users PATCH by what its body changes, the trash by the kind of record, emails masked without users.email,
// and admin rights given or taken starting from the Admin role. Through the real routes, on the real database.
import { DELETE as deleteContactRoute } from "@/app/api/admin/contacts/[id]/route";
import { GET as listLibraryRoute } from "@/app/api/admin/library/route";
import { GET as listTrashRoute } from "@/app/api/admin/trash/route";
import { POST as restoreRoute } from "@/app/api/admin/trash/restore/route";
import { DELETE as deleteForeverRoute } from "@/app/api/admin/trash/[type]/[id]/route";
import { GET as recentUsersRoute } from "@/app/api/admin/users/recent/route";
import {
  DELETE as deleteUserRoute,
  GET as getUserRoute,
  PATCH as updateUserRoute,
} from "@/app/api/admin/users/[id]/route";
import { GET as listUsersRoute, PATCH as bulkUsersRoute } from "@/app/api/admin/users/route";
import { ERROR_CODE_HEADER, PERMISSION_DENIED } from "@/lib/api/error-codes";
import { USER_ERROR_CODES, USER_ERRORS } from "@/lib/users/messages";
import { db } from "@/lib/db";
import type { TrashEntryRow } from "@/lib/trash/schema";
import { maskEmail } from "@/lib/users/email-mask";
import { adminHolding, builtInRole, customRole } from "../helpers/admins";
import { uniqueTag } from "../helpers/fixtures";
import { callRoute } from "../helpers/request";
import { cookieFor, createTestUser } from "../helpers/session";

const denied = (answer: Awaited<ReturnType<typeof callRoute>>) => ({
  status: answer.status,
  code: answer.headers.get(ERROR_CODE_HEADER),
});
const DENIED = { status: 403, code: PERMISSION_DENIED };

describe("changing a user's access needs the permission of what the body changes", () => {
  const patch = async (cookie: string, id: string, body: object) =>
    callRoute(updateUserRoute, { method: "PATCH", cookie, params: { id }, body });

  it("a moderator bans and unbans, but neither grants nor removes admin rights", async () => {
    const moderator = await cookieFor("moderator");
    const user = await createTestUser();
    expect((await patch(moderator, user.id, { isBanned: true })).status).toBe(200);
    expect((await patch(moderator, user.id, { isBanned: false })).status).toBe(200);
    expect(denied(await patch(moderator, user.id, { isAdmin: true }))).toEqual(DENIED);
    const admin = await createTestUser({ isAdmin: true });
    expect(denied(await patch(moderator, admin.id, { isAdmin: false }))).toEqual(DENIED);
    const [after, stillAdmin] = await Promise.all([
      db.user.findUniqueOrThrow({ where: { id: user.id } }),
      db.user.findUniqueOrThrow({ where: { id: admin.id } }),
    ]);
    expect([after.isAdmin, stillAdmin.isAdmin]).toEqual([false, true]);
  });

  it("a role with admin rights but no bans bans nobody, and grants no rights it does not hold, one by one or in bulk", async () => {
    const cookie = await adminHolding(["users.read", "users.admin_rights"]);
    const user = await createTestUser();
    expect(denied(await patch(cookie, user.id, { isBanned: true }))).toEqual(DENIED);
    const bulkBan = await callRoute(bulkUsersRoute, {
      method: "PATCH",
      cookie,
      body: { records: [{ id: user.id, version: user.version }], change: { isBanned: true } },
    });
    expect(denied(bulkBan)).toEqual(DENIED);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).isBanned).toBe(false);
    // Admin rights give the whole Admin role: a role short of it would mint admins wider than itself.
    const beyondOwn = { status: 403, code: USER_ERROR_CODES.grantBeyondOwn };
    expect(denied(await patch(cookie, user.id, { isAdmin: true }))).toEqual(beyondOwn);
    const bulkGrant = await callRoute(bulkUsersRoute, {
      method: "PATCH",
      cookie,
      body: { filter: { search: user.email }, change: { isAdmin: true } },
    });
    expect(denied(bulkGrant)).toEqual(beyondOwn);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).isAdmin).toBe(false);
  });

  it("admin rights given or taken start from the Admin role: no role chosen before outlives them", async () => {
    const moderatorRole = await db.role.findUniqueOrThrow({ where: { key: "moderator" } });
    const user = await createTestUser({ isAdmin: true });
    await db.user.update({ where: { id: user.id }, data: { roleId: moderatorRole.id } });
    const superadmin = await cookieFor("superadmin");
    expect((await patch(superadmin, user.id, { isAdmin: false })).status).toBe(200);
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ isAdmin: false, roleId: null });
    await db.user.update({ where: { id: user.id }, data: { roleId: moderatorRole.id } });
    expect((await patch(superadmin, user.id, { isAdmin: true })).status).toBe(200);
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ isAdmin: true, roleId: null });
  });
});

describe("emails without users.email", () => {
  it("are masked in the list, a user's details, the newest users and a ban's answer; shown with it", async () => {
    const user = await createTestUser();
    const email = user.email!;
    const masked = maskEmail(email);
    const moderator = await cookieFor("moderator");
    const viewer = await cookieFor("viewer");
    const listed = async (cookie: string) => {
      const path = `/api/admin/users?search=${encodeURIComponent(user.lastName!)}`;
      const answer = await callRoute(listUsersRoute, { cookie, path });
      return (answer.json() as { email: string }[]).map((row) => row.email);
    };
    const detail = async (cookie: string) =>
      (await callRoute(getUserRoute, { cookie, params: { id: user.id } })).json() as { email: string };
    const recent = async (cookie: string) =>
      ((await callRoute(recentUsersRoute, { cookie })).json() as { id: string; email: string }[]).find(
        (row) => row.id === user.id,
      )?.email;

    expect(await listed(moderator)).toEqual([masked]);
    expect((await detail(moderator)).email).toBe(masked);
    expect([masked, undefined]).toContain(await recent(moderator)); // others may have made newer users meanwhile
    const ban = await callRoute(updateUserRoute, {
      method: "PATCH",
      cookie: moderator,
      params: { id: user.id },
      body: { isBanned: true },
    });
    expect((ban.json() as { email: string }).email).toBe(masked);
    expect(ban.text).not.toContain(email);

    expect(await listed(viewer)).toEqual([email]);
    expect((await detail(viewer)).email).toBe(email);
  });
});

describe("buyers' emails in the library without users.email", () => {
  it("are masked; shown with it", async () => {
    const emails = async (cookie: string) => {
      const answer = await callRoute(listLibraryRoute, { cookie, path: "/api/admin/library?limit=20" });
      return (answer.json() as { user: { email: string | null } }[]).flatMap(({ user }) => user.email ?? []);
    };
    const masked = await emails(await adminHolding(["library.read"]));
    expect(masked.length).toBeGreaterThan(0);
    expect(masked.every((email) => email.includes("•••"))).toBe(true);
    expect(
      (await emails(await adminHolding(["library.read", "users.email"]))).some((email) => email.includes("•••")),
    ).toBe(false);
  });
});

describe("the trash asks for the record kind's own permission too", () => {
  async function trashedContact() {
    const contact = await db.contact.create({ data: { firstName: "Perm", lastName: `Trash ${uniqueTag()}` } });
    const deleted = await callRoute(deleteContactRoute, {
      method: "DELETE",
      cookie: await cookieFor("admin"),
      params: { id: contact.id },
    });
    expect(deleted.status).toBe(200);
    return contact;
  }
  const inTrash = (recordId: string) => db.trashEntry.count({ where: { recordId } });
  const restore = (cookie: string, id: string) =>
    callRoute(restoreRoute, { method: "POST", cookie, body: { entries: [{ type: "contact", id }] } });

  it("restores a contact only with contacts.update, and deletes it for good only with it", async () => {
    const contact = await trashedContact();
    const trashOnly = await adminHolding(["trash.read", "trash.restore", "trash.purge", "contacts.read"]);
    expect(denied(await restore(trashOnly, contact.id))).toEqual(DENIED);
    const purge = await callRoute(deleteForeverRoute, {
      method: "DELETE",
      cookie: trashOnly,
      params: { type: "contact", id: contact.id },
    });
    expect(denied(purge)).toEqual(DENIED);
    expect(await inTrash(contact.id)).toBe(1);

    const withContacts = await adminHolding(["trash.restore", "contacts.update"]);
    expect((await restore(withContacts, contact.id)).status).toBe(200);
    expect(await db.contact.count({ where: { id: contact.id } })).toBe(1);
  });

  it("gives back an admin whose role was deleted meanwhile without it (the Admin role's), still banned", async () => {
    const role = await customRole(["users.read"], "Gone");
    const user = await createTestUser({ isAdmin: true, isBanned: true, roleId: role.id });
    const superadmin = await cookieFor("superadmin");
    const deleted = await callRoute(deleteUserRoute, { method: "DELETE", cookie: superadmin, params: { id: user.id } });
    expect(deleted.status).toBe(200);
    await db.role.delete({ where: { id: role.id } });
    const body = { entries: [{ type: "user", id: user.id }] };
    expect((await callRoute(restoreRoute, { method: "POST", cookie: superadmin, body })).status).toBe(200);
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ roleId: null, isBanned: true });
  });

  it("lists only the kinds the admin may read", async () => {
    const contact = await trashedContact();
    const list = async (cookie: string) => {
      const path = `/api/admin/trash?search=${encodeURIComponent(contact.lastName)}`;
      return ((await callRoute(listTrashRoute, { cookie, path })).json() as TrashEntryRow[]).map((row) => row.recordId);
    };
    expect(await list(await adminHolding(["trash.read", "contacts.read"]))).toEqual([contact.id]);
    expect(await list(await adminHolding(["trash.read", "deals.read"]))).toEqual([]);
  });
});

describe("an admin acts on another admin only when holding all that admin holds", () => {
  const patch = async (cookie: string, id: string, body: object) =>
    callRoute(updateUserRoute, { method: "PATCH", cookie, params: { id }, body });
  const OUTRANKED = { status: 403, code: USER_ERROR_CODES.outranked };
  const stored = (id: string) => db.user.findUniqueOrThrow({ where: { id } });

  it("a Moderator bans no Admin, one by one or in bulk (skipped in the rule's words), and unbans none", async () => {
    const moderator = await cookieFor("moderator");
    const [admin, user] = await Promise.all([createTestUser({ isAdmin: true }), createTestUser()]);
    expect(denied(await patch(moderator, admin.id, { isBanned: true }))).toEqual(OUTRANKED);
    const bulk = await callRoute(bulkUsersRoute, {
      method: "PATCH",
      cookie: moderator,
      body: {
        records: [admin, user].map(({ id, version }) => ({ id, version })),
        change: { isBanned: true },
      },
    });
    expect(bulk.status).toBe(200);
    expect(bulk.json()).toMatchObject({
      changed: 1,
      skippedRecords: [{ id: admin.id, reason: USER_ERRORS.outranked }],
    });
    expect([(await stored(admin.id)).isBanned, (await stored(user.id)).isBanned]).toEqual([false, true]);
    // Banned by a superadmin: a Moderator cannot give the panel back.
    await db.user.update({ where: { id: admin.id }, data: { isBanned: true } });
    expect(denied(await patch(moderator, admin.id, { isBanned: false }))).toEqual(OUTRANKED);
    expect((await stored(admin.id)).isBanned).toBe(true);
  });

  it("a custom role with admin rights demotes and deletes no Admin; an Admin demotes a Moderator", async () => {
    const custom = await adminHolding(["users.read", "users.ban", "users.delete", "users.admin_rights"]);
    const admin = await createTestUser({ isAdmin: true });
    expect(denied(await patch(custom, admin.id, { isAdmin: false }))).toEqual(OUTRANKED);
    await db.user.update({ where: { id: admin.id }, data: { isBanned: true } });
    const deleted = await callRoute(deleteUserRoute, { method: "DELETE", cookie: custom, params: { id: admin.id } });
    expect(denied(deleted)).toEqual(OUTRANKED);
    expect(await stored(admin.id)).toMatchObject({ isAdmin: true, isBanned: true });

    const moderator = await createTestUser({ isAdmin: true, roleId: (await builtInRole("moderator")).id });
    expect((await patch(await cookieFor("admin"), moderator.id, { isAdmin: false })).status).toBe(200);
  });
});
