import crypto from "node:crypto";
// Bulk edit (docs/decisions/bulk-edit.md): PATCH on a resource's collection changes the selected rows
// (at the versions the admin saw) or every row matching the list's filters, in one
// transaction, one audit row per record changed; a row changed meanwhile refuses
// the lot (409, nothing changed); a row a rule refuses is skipped and reported.
// The roadmap's is in roadmap.test.ts, the one file that writes roadmap items in the shared database.
import { PATCH as bulkActivitiesRoute } from "@/app/api/admin/activities/route";
import { PATCH as bulkContactsRoute } from "@/app/api/admin/contacts/route";
import { PATCH as bulkDealsRoute } from "@/app/api/admin/deals/route";
import { PATCH as bulkShopRoute } from "@/app/api/admin/shop/route";
import { PATCH as bulkUsersRoute } from "@/app/api/admin/users/route";
import { PATCH as updateDealRoute } from "@/app/api/admin/deals/[id]/route";
import { db } from "@/lib/db";
import { RECORDS_CHANGED } from "@/lib/api/error-codes";
import type { BulkEditResult } from "@/lib/records/bulk-result";
import { CONTACT_ERRORS } from "@/lib/contacts/messages";
import { DEAL_VALIDATION } from "@/lib/deals/messages";
import { SHOP_TEXT } from "@/lib/shop/messages";
import { USER_ERRORS } from "@/lib/users/messages";
import { uniqueTag } from "../helpers/fixtures";
import { callRoute, okJson } from "../helpers/request";
import { cookieFor, createTestUser, seedUserId, sessionCookieFor } from "../helpers/session";

type Handler = Parameters<typeof callRoute>[0];

async function bulk(route: Handler, body: unknown, role: "admin" | "superadmin" = "admin") {
  return callRoute(route, { method: "PATCH", cookie: await cookieFor(role), body });
}

async function bulkOk(route: Handler, body: unknown, role?: "admin" | "superadmin"): Promise<BulkEditResult> {
  return okJson<BulkEditResult>(await bulk(route, body, role));
}

const auditCount = (action: string, ids: string[]) => db.auditLog.count({ where: { action, targetId: { in: ids } } });

const selection = (rows: { id: string; version: number }[]) => rows.map(({ id, version }) => ({ id, version }));

async function deals(count: number, tag = uniqueTag()) {
  const rows = [];
  for (let index = 0; index < count; index += 1)
    rows.push(await db.deal.create({ data: { title: `bulk-${tag}-${index}`, value: "10.00" } }));
  return { tag, rows, ids: rows.map((row) => row.id) };
}

const stagesOf = async (ids: string[]) =>
  (await db.deal.findMany({ where: { id: { in: ids } }, orderBy: { id: "asc" }, select: { stage: true } })).map(
    (row) => row.stage,
  );

describe("bulk edit: deals", () => {
  it("moves the selected deals to a stage, one deal.update audit row each, and leaves one already there alone", async () => {
    const { rows, ids } = await deals(3);
    await db.deal.update({ where: { id: ids[2] }, data: { stage: "proposal" } });
    const current = await db.deal.findMany({ where: { id: { in: ids } } });

    const result = await bulkOk(bulkDealsRoute, { records: selection(current), change: { stage: "proposal" } });

    expect(result).toEqual({ matched: 3, changed: 2, unchanged: 1, skipped: 0, skippedRecords: [], next: null });
    expect(await stagesOf(ids)).toEqual(["proposal", "proposal", "proposal"]);
    expect(await auditCount("deal.update", ids)).toBe(2);
    const entry = await db.auditLog.findFirstOrThrow({ where: { action: "deal.update", targetId: rows[0]!.id } });
    expect(entry.details).toMatchObject({ before: { stage: "lead" }, after: { stage: "proposal" }, version: 2 });
  });

  it("changes nothing when a selected deal changed meanwhile, and names it (409); the rest then goes through", async () => {
    const { ids } = await deals(3);
    const seen = await db.deal.findMany({ where: { id: { in: ids } } });
    // Another admin edits one of them after the list was loaded.
    const other = await callRoute(updateDealRoute, {
      method: "PATCH",
      cookie: await cookieFor("superadmin"),
      params: { id: ids[1]! },
      body: { title: "changed meanwhile" },
    });
    expect(other.status).toBe(200);

    const refused = await bulk(bulkDealsRoute, { records: selection(seen), change: { stage: "negotiation" } });

    expect(refused.status).toBe(409);
    expect(refused.json()).toMatchObject({
      error: RECORDS_CHANGED,
      count: 1,
      changed: [{ id: ids[1], label: "changed meanwhile", version: 2 }],
    });
    expect(await stagesOf(ids)).toEqual(["lead", "lead", "lead"]);
    expect(await auditCount("deal.update", ids)).toBe(1);

    // "Apply to the rest": the same change without the row that moved.
    const rest = seen.filter((deal) => deal.id !== ids[1]);
    expect(await bulkOk(bulkDealsRoute, { records: selection(rest), change: { stage: "negotiation" } })).toMatchObject({
      changed: 2,
    });
    const byId = Object.fromEntries(
      (await db.deal.findMany({ where: { id: { in: ids } } })).map((deal) => [deal.id, deal]),
    );
    expect([byId[ids[0]!]!.stage, byId[ids[1]!]!.stage, byId[ids[2]!]!.stage]).toEqual([
      "negotiation",
      "lead",
      "negotiation",
    ]);
    expect(byId[ids[1]!]!.title).toBe("changed meanwhile");
  });

  it("reports a selected deal deleted meanwhile as changed, with no version", async () => {
    const { ids } = await deals(2);
    const seen = await db.deal.findMany({ where: { id: { in: ids } } });
    await db.deal.delete({ where: { id: ids[0] } });
    const refused = await bulk(bulkDealsRoute, { records: selection(seen), change: { stage: "qualified" } });
    expect(refused.status).toBe(409);
    expect(refused.json()).toMatchObject({ changed: [{ id: ids[0], label: null, version: null }] });
    expect(await stagesOf([ids[1]!])).toEqual(["lead"]);
  });

  it("changes every deal matching the filters, in batches that follow `next`", async () => {
    const { tag, ids } = await deals(5);
    const filter = { search: `bulk-${tag}`, stage: "lead" };

    const batches: Pick<BulkEditResult, "matched" | "changed" | "next">[] = [];
    let after: string | undefined;
    do {
      const { matched, changed, next } = await bulkOk(bulkDealsRoute, {
        filter,
        limit: 2,
        after,
        change: { stage: "closed-won" },
      });
      batches.push({ matched, changed, next });
      after = next ?? undefined;
    } while (after && batches.length < 5);
    expect(batches).toEqual([
      { matched: 2, changed: 2, next: expect.any(String) },
      { matched: 2, changed: 2, next: expect.any(String) },
      { matched: 1, changed: 1, next: null },
    ]);

    expect(await stagesOf(ids)).toEqual(Array(5).fill("closed_won"));
    expect(await auditCount("deal.update", ids)).toBe(5);
  });

  it("leaves out a deal that matches no more, and takes none that the filter does not match", async () => {
    const { tag, ids } = await deals(2);
    await db.deal.update({ where: { id: ids[0] }, data: { stage: "qualified" } });
    const result = await bulkOk(bulkDealsRoute, {
      filter: { search: `bulk-${tag}`, stage: "lead" },
      change: { stage: "proposal" },
    });
    expect(result).toMatchObject({ matched: 1, changed: 1, next: null });
    expect(await stagesOf(ids)).toEqual(ids[0]! < ids[1]! ? ["qualified", "proposal"] : ["proposal", "qualified"]);
  });

  it("refuses a body without a selection or filter, or with both, or an unknown stage (400), changing nothing", async () => {
    const { rows, ids } = await deals(1);
    const bodies = [
      { change: { stage: "proposal" } },
      { records: [], change: { stage: "proposal" } },
      { records: selection(rows), filter: {}, change: { stage: "proposal" } },
      { records: selection(rows), change: { stage: "won" } },
      { records: selection(rows), change: { stage: "proposal", title: "x" } },
      { records: selection(rows), after: ids[0], change: { stage: "proposal" } },
    ];
    const answers = [];
    for (const body of bodies) answers.push((await bulk(bulkDealsRoute, body)).status);
    expect(answers).toEqual([400, 400, 400, 400, 400, 400]);
    expect((await bulk(bulkDealsRoute, { records: [], change: { stage: "lead" } })).text).toBe(
      DEAL_VALIDATION.bulkIdsRequired,
    );
    expect(await stagesOf(ids)).toEqual(["lead"]);
  });
});

describe("bulk edit: users", () => {
  it("bans the selected users and ends their sessions; a superadmin and oneself are skipped with the rule's words", async () => {
    const [target, superadmin] = [await createTestUser(), await createTestUser({ isAdmin: true, isSuperadmin: true })];
    await sessionCookieFor(target.id);
    const adminId = await seedUserId("admin");
    const rows = await db.user.findMany({ where: { id: { in: [target.id, superadmin.id, adminId] } } });

    const result = await bulkOk(bulkUsersRoute, { records: selection(rows), change: { isBanned: true } });

    expect(result).toMatchObject({ matched: 3, changed: 1, unchanged: 0, skipped: 2 });
    expect(
      result.skippedRecords.map(({ id, reason }) => ({ id, reason })).sort((a, b) => a.id.localeCompare(b.id)),
    ).toEqual(
      [
        { id: superadmin.id, reason: USER_ERRORS.banSuperadmin },
        { id: adminId, reason: USER_ERRORS.banSelf },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
    const after = await db.user.findMany({ where: { id: { in: [target.id, superadmin.id, adminId] } } });
    expect(Object.fromEntries(after.map((user) => [user.id, user.isBanned]))).toEqual({
      [target.id]: true,
      [superadmin.id]: false,
      [adminId]: false,
    });
    expect(await db.session.count({ where: { userId: target.id } })).toBe(0);
    expect(await auditCount("user.ban", [target.id, superadmin.id, adminId])).toBe(1);
  });

  it("grants admin rights to every user matching a search, one user.grant_admin row each", async () => {
    const tag = uniqueTag();
    const ids = [(await createTestUser()).id, (await createTestUser()).id];
    await db.user.updateMany({ where: { id: { in: ids } }, data: { firstName: `Bulk${tag}` } });
    const result = await bulkOk(
      bulkUsersRoute,
      { filter: { search: `Bulk${tag}`, role: "user" }, change: { isAdmin: true } },
      "superadmin",
    );
    expect(result).toMatchObject({ matched: 2, changed: 2, next: null });
    expect(await db.user.count({ where: { id: { in: ids }, isAdmin: true } })).toBe(2);
    expect(await auditCount("user.grant_admin", ids)).toBe(2);
  });

  it("asks a session confirmed ten minutes ago to step up for admin rights, not for a ban", async () => {
    const admin = await createTestUser({ isAdmin: true });
    const cookie = await sessionCookieFor(admin.id);
    await db.session.updateMany({
      where: { userId: admin.id },
      data: { confirmedAt: new Date(Date.now() - 10 * 60 * 1000) },
    });
    const target = await createTestUser();
    const records = selection([target]);
    const call = (change: object) => callRoute(bulkUsersRoute, { method: "PATCH", cookie, body: { records, change } });

    const grant = await call({ isAdmin: true });
    expect({ status: grant.status, body: grant.json() }).toMatchObject({
      status: 401,
      body: { error: "reauthentication_required" },
    });
    expect((await call({ isBanned: true })).status).toBe(200);
    expect(await db.user.findUniqueOrThrow({ where: { id: target.id } })).toMatchObject({
      isAdmin: false,
      isBanned: true,
    });
  });

  it("refuses a user changed meanwhile (409) and bans nobody", async () => {
    const users = [await createTestUser(), await createTestUser()];
    const seen = await db.user.findMany({ where: { id: { in: users.map((user) => user.id) } } });
    await db.user.update({ where: { id: users[0]!.id }, data: { firstName: "Renamed" } });
    const refused = await bulk(bulkUsersRoute, { records: selection(seen), change: { isBanned: true } });
    expect(refused.status).toBe(409);
    expect(await db.user.count({ where: { id: { in: users.map((user) => user.id) }, isBanned: true } })).toBe(0);
  });
});

describe("bulk edit: contacts, activities, shop items", () => {
  it("sets the status and company of the selected contacts; an unknown company changes nothing (400)", async () => {
    const company = await db.company.create({ data: { name: `bulk-${uniqueTag()}` } });
    const contacts = [
      await db.contact.create({ data: { firstName: "Ada", lastName: uniqueTag() } }),
      await db.contact.create({ data: { firstName: "Bob", lastName: uniqueTag() } }),
    ];
    const ids = contacts.map((contact) => contact.id);
    const missing = await bulk(bulkContactsRoute, {
      records: selection(contacts),
      change: { companyId: crypto.randomUUID() },
    });
    expect({ status: missing.status, text: missing.text }).toEqual({
      status: 400,
      text: CONTACT_ERRORS.companyNotFound,
    });

    const result = await bulkOk(bulkContactsRoute, {
      records: selection(contacts),
      change: { status: "customer", companyId: company.id },
    });
    expect(result).toMatchObject({ changed: 2 });
    const after = await db.contact.findMany({ where: { id: { in: ids } } });
    expect(after.map((contact) => [contact.status, contact.companyId])).toEqual([
      ["customer", company.id],
      ["customer", company.id],
    ]);
    expect(await auditCount("contact.update", ids)).toBe(2);
  });

  it("completes the selected activities", async () => {
    const activities = [
      await db.activity.create({ data: { title: `bulk-${uniqueTag()}` } }),
      await db.activity.create({ data: { title: `bulk-${uniqueTag()}`, completed: true } }),
    ];
    const result = await bulkOk(bulkActivitiesRoute, { records: selection(activities), change: { completed: true } });
    expect(result).toMatchObject({ matched: 2, changed: 1, unchanged: 1 });
    expect(await db.activity.count({ where: { id: { in: activities.map((a) => a.id) }, completed: true } })).toBe(2);
    expect(
      await auditCount(
        "activity.update",
        activities.map((a) => a.id),
      ),
    ).toBe(1);
  });

  it("activates the shop items SPEC's rule allows and skips one without a price, with the form's hint", async () => {
    const tag = uniqueTag();
    const items = [
      await db.shopItem.create({ data: { name: `bulk-${tag}-a`, description: "d", price: "$1", isActive: false } }),
      await db.shopItem.create({ data: { name: `bulk-${tag}-b`, description: "d", price: "", isActive: false } }),
    ];
    const result = await bulkOk(bulkShopRoute, { filter: { search: `bulk-${tag}` }, change: { isActive: true } });
    expect(result).toMatchObject({
      matched: 2,
      changed: 1,
      skipped: 1,
      skippedRecords: [{ id: items[1]!.id, label: `bulk-${tag}-b`, reason: SHOP_TEXT.activeHint }],
    });
    const after = await db.shopItem.findMany({ where: { id: { in: items.map((item) => item.id) } } });
    expect(Object.fromEntries(after.map((item) => [item.name, item.isActive]))).toEqual({
      [`bulk-${tag}-a`]: true,
      [`bulk-${tag}-b`]: false,
    });
  });
});
