import { GET as listRoute, POST as createRoute } from "@/app/api/admin/views/route";
import { DELETE as deleteRoute, PATCH as updateRoute } from "@/app/api/admin/views/[id]/route";
import { PUT as defaultRoute } from "@/app/api/admin/views/default/route";
import { ERROR_CODE_HEADER, PERMISSION_DENIED } from "@/lib/api/error-codes";
import { db } from "@/lib/db";
import { BUILT_IN_ROLES, PERMISSIONS, type Permission } from "@/lib/permissions/catalogue";
import { VIEW_ERRORS } from "@/lib/views/messages";
import type { SavedViewRow, ViewsAnswer } from "@/lib/views/schema";
import { openingView } from "@/lib/views/service";
import { openList } from "@/lib/views/open-list";
import { listUsersQuerySchema } from "@/lib/users/schema";
import { uniqueTag } from "../helpers/fixtures";
import { callRoute } from "../helpers/request";
import { cookieFor, createTestUser, sessionCookieFor } from "../helpers/session";

type Admin = { id: string; cookie: string; isSuperadmin: boolean; permissions: readonly Permission[] };

/** An admin of the Admin role, or of a custom role holding exactly `permissions`. */
async function newAdmin(permissions?: Permission[]): Promise<Admin> {
  const user = await createTestUser({ isAdmin: true });
  if (permissions) await giveRole(user.id, permissions);
  const held = permissions ?? BUILT_IN_ROLES.admin.permissions;
  return { id: user.id, cookie: await sessionCookieFor(user.id), isSuperadmin: false, permissions: held };
}

async function giveRole(userId: string, permissions: Permission[]) {
  const role = await db.role.create({ data: { name: `Views role ${uniqueTag()}`, permissions } });
  await db.user.update({ where: { id: userId }, data: { roleId: role.id } });
}

const listViews = async (admin: Admin, list = "users") =>
  (await callRoute(listRoute, { cookie: admin.cookie, path: `/api/admin/views?list=${list}` })).json() as ViewsAnswer;
const create = (admin: Admin, body: unknown) =>
  callRoute(createRoute, { method: "POST", cookie: admin.cookie, path: "/api/admin/views", body });
const patch = (admin: Admin, id: string, body: unknown, version?: number) =>
  callRoute(updateRoute, {
    method: "PATCH",
    cookie: admin.cookie,
    params: { id },
    path: `/api/admin/views/${id}`,
    body,
    headers: version === undefined ? {} : { "if-match": `"${version}"` },
  });
const remove = (admin: Admin, id: string, version?: number) =>
  callRoute(deleteRoute, {
    method: "DELETE",
    cookie: admin.cookie,
    params: { id },
    path: `/api/admin/views/${id}`,
    headers: version === undefined ? {} : { "if-match": `"${version}"` },
  });
const setDefault = (admin: Admin, list: string, viewId: string | null) =>
  callRoute(defaultRoute, {
    method: "PUT",
    cookie: admin.cookie,
    path: "/api/admin/views/default",
    body: { list, viewId },
  });

async function saved(admin: Admin, body: Record<string, unknown>): Promise<SavedViewRow> {
  const response = await create(admin, { list: "users", state: { query: {} }, ...body });
  expect(response.status).toBe(201);
  return response.json() as SavedViewRow;
}

describe("access", () => {
  it.each([
    ["GET", listRoute, {}],
    ["POST", createRoute, {}],
    ["PATCH", updateRoute, { params: { id: crypto.randomUUID() } }],
    ["DELETE", deleteRoute, { params: { id: crypto.randomUUID() } }],
    ["PUT", defaultRoute, {}],
  ] as const)("%s answers 401 without a session and 403 to a non-admin", async (method, handler, extra) => {
    const body = method === "GET" || method === "DELETE" ? undefined : { list: "users", viewId: null };
    expect((await callRoute(handler, { method, body, path: "/api/admin/views?list=users", ...extra })).status).toBe(
      401,
    );
    const user = await cookieFor("user");
    expect(
      (await callRoute(handler, { method, body, cookie: user, path: "/api/admin/views?list=users", ...extra })).status,
    ).toBe(403);
  });
});

describe("saving a view", () => {
  it("keeps the list's parsed query without its cursor, and the columns, under the owner's name", async () => {
    const ada = await newAdmin();
    const name = `Banned admins ${uniqueTag()}`;
    const view = await saved(ada, {
      name: ` ${name} `,
      state: { query: { role: "admin", status: "banned", search: " bo ", after: "abc" }, columns: ["user", "email"] },
    });
    expect(view).toMatchObject({ name, shared: false, listKey: "users", version: 1, canManage: true });
    expect(view.state).toEqual({
      query: { role: "admin", status: "banned", search: "bo", sort: "joined-desc", limit: 50 },
      columns: ["user", "email"],
    });
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "saved_view.create", targetId: view.id } });
    expect(audit).toMatchObject({
      actorId: ada.id,
      targetType: "saved_view",
      targetLabel: "Private view of the users list",
      details: { before: null, after: { listKey: "users", shared: false } },
    });
  });

  it("keeps a view's name and query out of the audit log, which every admin reads: its id, list and sharing only", async () => {
    const ada = await newAdmin();
    const secret = `Watch ${uniqueTag()}`;
    const view = await saved(ada, { name: secret, state: { query: { search: `${secret} search` } } });
    expect((await patch(ada, view.id, { name: `${secret} renamed`, shared: true }, 1)).status).toBe(200);
    expect((await setDefault(ada, "users", view.id)).status).toBe(200);
    expect((await remove(ada, view.id, 2)).status).toBe(200);
    const entries = await db.auditLog.findMany({
      where: { OR: [{ targetId: view.id }, { action: "saved_view.set_default", actorId: ada.id }] },
    });
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      "saved_view.create",
      "saved_view.delete",
      "saved_view.set_default",
      "saved_view.update",
    ]);
    expect(JSON.stringify(entries)).not.toContain(secret);
    expect(entries.find((entry) => entry.action === "saved_view.update")).toMatchObject({
      targetLabel: "Shared view of the users list",
      details: { before: { listKey: "users", shared: false }, after: { listKey: "users", shared: true } },
    });
  });

  it.each([
    ["a value the list refuses", { query: { role: "owner" } }],
    ["a filter the list does not have", { query: { stage: "lead" } }],
    ["a repeated column", { query: {}, columns: ["email", "email"] }],
    ["a column id that is not a name", { query: {}, columns: ["a b"] }],
    ["more than the state", { query: {}, extra: true }],
  ])("answers 400 for %s, and saves nothing", async (_case, state) => {
    const ada = await newAdmin();
    const response = await create(ada, { list: "users", name: "Bad", state });
    expect(response.status).toBe(400);
    expect(await db.savedView.count({ where: { ownerId: ada.id } })).toBe(0);
  });

  it("checks a view against its own list's schema: a deals stage is fine for deals, not for users", async () => {
    const ada = await newAdmin();
    expect((await create(ada, { list: "deals", name: "Leads", state: { query: { stage: "lead" } } })).status).toBe(201);
    expect((await create(ada, { list: "users", name: "Leads", state: { query: { stage: "lead" } } })).text).toBe(
      VIEW_ERRORS.unknownQueryKey("stage"),
    );
  });

  it("refuses a second view of the same name for the same list and owner (409); another list or admin may use it", async () => {
    const [ada, bo] = [await newAdmin(), await newAdmin()];
    await saved(ada, { name: "Mine" });
    const again = await create(ada, { list: "users", name: "Mine", state: { query: {} } });
    expect(again.status).toBe(409);
    expect(again.text).toBe(VIEW_ERRORS.nameTaken);
    expect((await create(ada, { list: "contacts", name: "Mine", state: { query: {} } })).status).toBe(201);
    expect((await create(bo, { list: "users", name: "Mine", state: { query: {} } })).status).toBe(201);
  });
});

describe("who sees and changes a view", () => {
  it("lists the admin's own views and the shared ones, never another admin's personal view", async () => {
    const [ada, bo] = [await newAdmin(), await newAdmin()];
    const personal = await saved(ada, { name: "Ada's own" });
    const shared = await saved(ada, { name: "Everyone's", shared: true });
    const mine = await saved(bo, { name: "Bo's own" });
    const seen = (await listViews(bo)).views.map((view) => view.id);
    expect(seen).toContain(shared.id);
    expect(seen).toContain(mine.id);
    expect(seen).not.toContain(personal.id);
    expect(seen.indexOf(mine.id)).toBeLessThan(seen.indexOf(shared.id));
    const sharedRow = (await listViews(bo)).views.find((view) => view.id === shared.id);
    expect(sharedRow).toMatchObject({ canManage: false, ownerName: expect.stringContaining("Test") });
  });

  it("lets the owner rename with the current version, answers 412 to a stale one and audits before and after", async () => {
    const ada = await newAdmin();
    const view = await saved(ada, { name: "Old name" });
    const renamed = await patch(ada, view.id, { name: "New name" }, 1);
    expect(renamed.status).toBe(200);
    expect(renamed.json()).toMatchObject({ name: "New name", version: 2 });
    const stale = await patch(ada, view.id, { name: "Newer" }, 1);
    expect(stale.status).toBe(412);
    expect((await db.savedView.findUniqueOrThrow({ where: { id: view.id } })).name).toBe("New name");
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "saved_view.update", targetId: view.id } });
    expect(audit.details).toMatchObject({ before: { shared: false }, after: { shared: false }, version: 2 });
  });

  it("refuses another admin's change to a shared view (403) and hides a personal one (404); a superadmin may tidy shared views", async () => {
    const [ada, bo] = [await newAdmin(), await newAdmin()];
    const shared = await saved(ada, { name: "Shared", shared: true });
    const personal = await saved(ada, { name: "Personal" });
    expect((await patch(bo, shared.id, { name: "Taken over" })).status).toBe(403);
    expect((await remove(bo, shared.id)).status).toBe(403);
    expect((await patch(bo, personal.id, { name: "Peek" })).status).toBe(404);
    expect((await remove(bo, personal.id)).status).toBe(404);

    const superadmin = { id: "", cookie: await cookieFor("superadmin"), isSuperadmin: true, permissions: PERMISSIONS };
    expect((await patch(superadmin, shared.id, { name: "Tidied" })).status).toBe(200);
    expect((await patch(superadmin, personal.id, { name: "Peek" })).status).toBe(404);
    expect((await remove(superadmin, shared.id, 2)).status).toBe(200);
    expect(await db.savedView.findUnique({ where: { id: shared.id } })).toBeNull();
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "saved_view.delete", targetId: shared.id } });
    expect(audit.targetLabel).toBe("Shared view of the users list");
  });

  it("checks a new state against the view's list on save over", async () => {
    const ada = await newAdmin();
    const view = await saved(ada, { name: "Status" });
    expect((await patch(ada, view.id, { state: { query: { status: "gone" } } })).status).toBe(400);
    const over = await patch(ada, view.id, { state: { query: { status: "active" }, columns: ["email"] } });
    expect((over.json() as SavedViewRow).state).toMatchObject({ query: { status: "active" }, columns: ["email"] });
  });
});

describe("the default view", () => {
  it("opens the admin's list with their default (own or shared) until they clear it; the URL's view wins", async () => {
    const [ada, bo] = [await newAdmin(), await newAdmin()];
    const shared = await saved(ada, { name: "Admins", shared: true, state: { query: { role: "admin" } } });
    const own = await saved(bo, { name: "Banned", state: { query: { status: "banned" } } });
    expect((await setDefault(bo, "users", shared.id)).json()).toEqual({ defaultViewId: shared.id });
    expect((await listViews(bo)).defaultViewId).toBe(shared.id);
    expect(await openingView(bo, "users", undefined)).toEqual({ id: shared.id, name: "Admins", state: shared.state });
    expect(await openingView(bo, "users", own.id)).toEqual({ id: own.id, name: "Banned", state: own.state });
    expect(await openingView(ada, "users", undefined)).toBeNull();
    expect(await openingView(ada, "users", own.id)).toBeNull();

    expect((await setDefault(bo, "users", null)).status).toBe(200);
    expect(await openingView(bo, "users", undefined)).toBeNull();
    expect(await db.auditLog.count({ where: { action: "saved_view.set_default", actorId: bo.id } })).toBe(2);
  });

  it("opens a list page from its URL, the view it names, or for a plain URL the default (openList)", async () => {
    const ada = await newAdmin();
    const view = await saved(ada, {
      name: "Oldest banned",
      state: { query: { status: "banned", sort: "joined-asc" }, columns: ["user", "joined"] },
    });
    await setDefault(ada, "users", view.id);
    const open = (params: Record<string, string>) => openList(ada, "users", listUsersQuerySchema, params);

    const plain = await open({});
    // With its name, which the Views button shows from the first paint.
    expect(plain.initialView).toEqual({ viewId: view.id, columns: ["user", "joined"], name: "Oldest banned" });
    expect(plain.initialQuery).toMatchObject({ status: "banned", sort: "joined-asc", role: "all", limit: 50 });
    expect(plain.defaults).toMatchObject({ status: "all", sort: "joined-desc" });
    expect((await open({ view: view.id })).initialQuery).toMatchObject({ status: "banned" });

    // The URL's own query wins, and view=none (or a view id that is no UUID) is the plain list.
    const fromUrl = await open({ role: "admin", columns: "email,role", view: view.id });
    expect(fromUrl.initialQuery).toMatchObject({ role: "admin", status: "all", sort: "joined-desc" });
    expect(fromUrl.initialView).toEqual({ viewId: view.id, columns: ["email", "role"] });
    for (const viewId of ["none", "not-a-uuid"]) {
      const shown = await open({ view: viewId });
      expect(shown.initialQuery).toMatchObject({ status: "all" });
      expect(shown.initialView.columns).toBeNull();
    }
  });

  it("refuses a view of another list (409) or one the admin cannot see (404)", async () => {
    const [ada, bo] = [await newAdmin(), await newAdmin()];
    const contacts = await saved(ada, { list: "contacts", name: "Leads" });
    expect((await setDefault(ada, "users", contacts.id)).status).toBe(409);
    expect((await setDefault(bo, "contacts", contacts.id)).status).toBe(404);
  });

  it("goes when its view is deleted", async () => {
    const ada = await newAdmin();
    const view = await saved(ada, { name: "Soon gone" });
    await setDefault(ada, "users", view.id);
    expect((await remove(ada, view.id, 1)).status).toBe(200);
    expect((await listViews(ada)).defaultViewId).toBeNull();
  });
});

describe("a view belongs to its list's screen", () => {
  const denied = (answer: Awaited<ReturnType<typeof callRoute>>) => ({
    status: answer.status,
    code: answer.headers.get(ERROR_CODE_HEADER),
  });
  const DENIED = { status: 403, code: PERMISSION_DENIED };

  it("keeps shared views of a list from an admin who may not read it: no listing, saving or default", async () => {
    const ada = await newAdmin();
    const secret = `Watch ${uniqueTag()}`;
    const crm = await saved(ada, {
      list: "contacts",
      name: secret,
      shared: true,
      state: { query: { search: secret } },
    });
    // A Moderator's permissions: users and channels, no CRM.
    const moderator = await newAdmin([...BUILT_IN_ROLES.moderator.permissions]);

    const listed = await callRoute(listRoute, { cookie: moderator.cookie, path: "/api/admin/views?list=contacts" });
    expect(denied(listed)).toEqual(DENIED);
    expect(listed.text).not.toContain(secret);
    expect(denied(await create(moderator, { list: "contacts", name: "Mine", state: { query: {} } }))).toEqual(DENIED);
    expect(denied(await setDefault(moderator, "contacts", crm.id))).toEqual(DENIED);
    expect(denied(await setDefault(moderator, "contacts", null))).toEqual(DENIED);
    expect(await openingView(moderator, "contacts", crm.id)).toBeNull();
    expect(await db.savedView.count({ where: { ownerId: moderator.id } })).toBe(0);
    expect(await db.savedViewDefault.count({ where: { userId: moderator.id } })).toBe(0);
    // A list they do read works as before, and names no view of another list.
    const users = await listViews(moderator, "users");
    expect(JSON.stringify(users)).not.toContain(secret);
    expect((await create(moderator, { list: "users", name: "Banned", state: { query: {} } })).status).toBe(201);
  });

  it("lets a role holding only the list's read use its views, shared ones included", async () => {
    const ada = await newAdmin();
    const crm = await saved(ada, { list: "contacts", name: `Leads ${uniqueTag()}`, shared: true });
    const reader = await newAdmin(["contacts.read"]);
    expect((await listViews(reader, "contacts")).views.map((view) => view.id)).toContain(crm.id);
    expect((await setDefault(reader, "contacts", crm.id)).status).toBe(200);
    expect(await openingView(reader, "contacts", undefined)).toMatchObject({ id: crm.id });
    expect(denied(await callRoute(listRoute, { cookie: reader.cookie, path: "/api/admin/views?list=deals" }))).toEqual(
      DENIED,
    );
  });

  it("refuses changing one's own view of a list one's role no longer reads, but lets one delete it", async () => {
    const ada = await newAdmin();
    const view = await saved(ada, { list: "deals", name: "Big deals", state: { query: { stage: "lead" } } });
    await giveRole(ada.id, ["users.read"]);
    expect(denied(await patch(ada, view.id, { name: "Renamed" }, 1))).toEqual(DENIED);
    expect((await db.savedView.findUniqueOrThrow({ where: { id: view.id } })).name).toBe("Big deals");
    expect((await remove(ada, view.id, 1)).status).toBe(200);
  });
});
