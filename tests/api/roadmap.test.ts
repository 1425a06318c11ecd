import crypto from "node:crypto";
// The one test file that writes roadmap items in the shared database: a reorder names every item,
// so the reorder tests need the whole roadmap to hold still.
import { GET as listRoute, PATCH as bulkEditRoute, POST as createRoute } from "@/app/api/admin/roadmap/route";
import { DELETE as deleteRoute, PATCH as updateRoute } from "@/app/api/admin/roadmap/[id]/route";
import { POST as bulkDeleteRoute } from "@/app/api/admin/roadmap/bulk-delete/route";
import { PUT as reorderRoute } from "@/app/api/admin/roadmap/order/route";
import { db } from "@/lib/db";
import { MAX_ROADMAP_ITEMS, ROADMAP_ERRORS, ROADMAP_VALIDATION } from "@/lib/roadmap/messages";
import { roadmapOrderTag } from "@/lib/roadmap/order-tag";
import type { RoadmapItemRow } from "@/lib/roadmap/schema";
import { describeVersions } from "../helpers/record-versions";
import { auditTrail } from "../helpers/audit-trail";
import { callRoute, okJson } from "../helpers/request";
import { resourceClient } from "../helpers/resource-client";
import { cookieFor, seedUserId } from "../helpers/session";
import { uniqueTag } from "../helpers/fixtures";

const admin = () => cookieFor("admin");

const {
  listRows: list,
  create,
  update,
  remove,
} = resourceClient<RoadmapItemRow>("/api/admin/roadmap", {
  list: listRoute,
  create: createRoute,
  update: updateRoute,
  remove: deleteRoute,
});
const bulkDelete = async (body: unknown) => callRoute(bulkDeleteRoute, { method: "POST", cookie: await admin(), body });
const bulkEdit = async (body: unknown) => callRoute(bulkEditRoute, { method: "PATCH", cookie: await admin(), body });
const reorder = async (body: unknown, ifMatch?: string) =>
  callRoute(reorderRoute, {
    method: "PUT",
    cookie: await admin(),
    body,
    headers: ifMatch === undefined ? undefined : { "if-match": ifMatch },
  });

describeVersions({
  name: "roadmap",
  noun: "roadmap item",
  targetType: "roadmap_item",
  create: createRoute,
  patch: updateRoute,
  remove: deleteRoute,
  body: async (tag) => ({ title: `Feature ${tag}`, description: "Soon" }),
  change: async () => ({ status: "in_progress" }),
});

const seedItem = (title: string, data: { order?: number; createdAt?: Date } = {}) =>
  db.roadmapItem.create({ data: { title, ...data } });

describe("access", () => {
  const id = crypto.randomUUID();
  it.each([
    ["GET", listRoute, {}],
    ["POST", createRoute, {}],
    ["PATCH", updateRoute, { params: { id } }],
    ["DELETE", deleteRoute, { params: { id } }],
    ["POST", bulkDeleteRoute, {}],
    ["PUT", reorderRoute, {}],
  ] as const)("%s answers 401 without a session and 403 to a non-admin", async (method, handler, extra) => {
    const body = method === "GET" ? undefined : { title: "A", itemIds: [id] };
    expect((await callRoute(handler, { method, body, ...extra })).status).toBe(401);
    expect((await callRoute(handler, { method, body, cookie: await cookieFor("user"), ...extra })).status).toBe(403);
  });
});

describe("a roadmap item's round trip", () => {
  it("is created, listed, updated and deleted, each change audited with before and after", async () => {
    const tag = uniqueTag();
    const created = await create({
      title: ` Launch ${tag} `,
      description: "The big one",
      status: "in_progress",
      date: "Q3 2026",
      order: 5,
    });
    expect(created.status).toBe(201);
    const item = created.json() as RoadmapItemRow;
    expect(item).toMatchObject({
      title: `Launch ${tag}`,
      description: "The big one",
      status: "in_progress",
      date: "Q3 2026",
      order: 5,
    });
    expect(Object.keys(item).sort()).toEqual([
      "createdAt",
      "date",
      "description",
      "id",
      "order",
      "status",
      "title",
      "updatedAt",
      "version",
    ]);
    expect((await list()).find((row) => row.id === item.id)).toEqual(item);

    const updated = await update(item.id, {
      title: `Launched ${tag}`,
      description: "",
      status: "completed",
      date: "",
      order: "7",
    });
    expect(updated.status).toBe(200);
    expect(updated.json()).toMatchObject({
      id: item.id,
      title: `Launched ${tag}`,
      description: null,
      status: "completed",
      date: null,
      order: 7,
    });

    const deleted = await remove(item.id);
    expect(deleted.status).toBe(200);
    expect(deleted.json()).toEqual({ id: item.id });
    expect(await db.roadmapItem.count({ where: { id: item.id } })).toBe(0);
    expect(await remove(item.id)).toMatchObject({ status: 404, text: ROADMAP_ERRORS.notFound });

    const trail = await auditTrail("roadmap_item", item.id);
    expect(trail[0]).toMatchObject({
      before: null,
      after: { title: `Launch ${tag}`, status: "in_progress", order: 5 },
    });
    expect(trail[1]).toMatchObject({
      before: { status: "in_progress", date: "Q3 2026" },
      after: { status: "completed", date: null, order: 7 },
    });
    expect(trail[2]).toMatchObject({ before: { status: "completed" }, after: null });
  });

  it("defaults the status to upcoming and the order to 0, and keeps blanks as null", async () => {
    const title = `Defaults ${uniqueTag()}`;
    const response = await create({ title });
    expect(response.status).toBe(201);
    expect(response.json()).toMatchObject({ title, description: null, status: "upcoming", date: null, order: 0 });
  });

  it("lists by order, then by age, as a plain array", async () => {
    const tag = uniqueTag();
    const now = Date.now();
    const late = await seedItem(`late ${tag}`, { order: 900_001, createdAt: new Date(now - 1000) });
    const second = await seedItem(`second ${tag}`, { order: 900_000, createdAt: new Date(now) });
    const first = await seedItem(`first ${tag}`, { order: 900_000, createdAt: new Date(now - 5000) });
    const rows = await list();
    expect(rows.filter((row) => row.title.endsWith(tag)).map((row) => row.id)).toEqual([first.id, second.id, late.id]);
    const orders = rows.map((row) => row.order);
    expect(orders).toEqual(orders.toSorted((a, b) => a - b));
    expect(rows.length).toBeLessThanOrEqual(MAX_ROADMAP_ITEMS);
  });
});

describe("validation", () => {
  const title = `Invalid ${uniqueTag()}`;
  const stored = () => db.roadmapItem.count({ where: { title } });

  it.each([
    ["a missing title", { status: "upcoming" }, ROADMAP_VALIDATION.titleRequired],
    ["a blank title", { title: "   " }, ROADMAP_VALIDATION.titleRequired],
    ["a numeric title", { title: 5 }, ROADMAP_VALIDATION.titleRequired],
    ["a title over 200 characters", { title: "x".repeat(201) }, ROADMAP_VALIDATION.titleTooLong],
    [
      "a description over 5000 characters",
      { title, description: "d".repeat(5001) },
      ROADMAP_VALIDATION.descriptionTooLong,
    ],
    ["an unknown status", { title, status: "done" }, ROADMAP_VALIDATION.statusInvalid],
    ["a null status", { title, status: null }, ROADMAP_VALIDATION.statusInvalid],
    ["a date over 100 characters", { title, date: "q".repeat(101) }, ROADMAP_VALIDATION.dateTooLong],
    ["a fractional order", { title, order: 1.5 }, ROADMAP_VALIDATION.orderInvalid],
    ["a non-numeric order", { title, order: "first" }, ROADMAP_VALIDATION.orderInvalid],
    ["an order out of range", { title, order: 2 ** 40 }, ROADMAP_VALIDATION.orderInvalid],
  ])("POST refuses %s with 400 and its message, and stores nothing", async (_, body, message) => {
    const before = await stored();
    expect(await create(body)).toMatchObject({ status: 400, text: message });
    expect(await stored()).toBe(before);
  });

  it("PATCH refuses bad input and leaves the item unchanged; an unknown id is 404", async () => {
    const item = await seedItem(`Patch ${uniqueTag()}`, { order: 3 });
    const snapshot = () => db.roadmapItem.findUniqueOrThrow({ where: { id: item.id } });
    const before = await snapshot();
    expect(await update(item.id, { title: item.title, status: "later" })).toMatchObject({
      status: 400,
      text: ROADMAP_VALIDATION.statusInvalid,
    });
    expect(await update(item.id, { title: "" })).toMatchObject({ status: 400, text: ROADMAP_VALIDATION.titleRequired });
    expect(await snapshot()).toEqual(before);
    for (const id of [crypto.randomUUID(), "not-a-uuid"]) {
      expect(await update(id, { title: "x" })).toMatchObject({ status: 404, text: ROADMAP_ERRORS.notFound });
      expect(await remove(id)).toMatchObject({ status: 404, text: ROADMAP_ERRORS.notFound });
    }
  });
});

describe("bulk delete", () => {
  it.each([
    ["no body", undefined],
    ["an empty list", { itemIds: [] }],
    ["no list", { ids: ["a"] }],
    ["a list of numbers", { itemIds: [1] }],
  ])("refuses %s with SPEC's message", async (_, body) => {
    expect(await bulkDelete(body)).toMatchObject({ status: 400, text: ROADMAP_VALIDATION.itemIdsRequired });
  });

  it("refuses more ids than the roadmap can hold", async () => {
    const itemIds = Array.from({ length: MAX_ROADMAP_ITEMS + 1 }, () => crypto.randomUUID());
    expect(await bulkDelete({ itemIds })).toMatchObject({ status: 400, text: ROADMAP_VALIDATION.tooManyIds });
  });

  it("deletes all the items or, when one is unknown, none; audited once with what was deleted", async () => {
    const tag = uniqueTag();
    const items = [await seedItem(`bulk a ${tag}`), await seedItem(`bulk b ${tag}`)];
    const ids = items.map((item) => item.id);
    const remaining = () => db.roadmapItem.count({ where: { id: { in: ids } } });
    expect(await bulkDelete({ itemIds: [...ids, crypto.randomUUID()] })).toMatchObject({
      status: 404,
      text: ROADMAP_ERRORS.notFound,
    });
    expect(await remaining()).toBe(2);

    const response = await bulkDelete({ itemIds: [...ids, ids[0]] });
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ deleted: 2, batch: expect.any(String) });
    expect(await remaining()).toBe(0);
    const audit = await db.auditLog.findFirstOrThrow({
      where: { action: "roadmap_item.bulk_delete", details: { path: ["before", "0", "title"], string_contains: tag } },
    });
    expect(audit.details).toMatchObject({ after: null, deleted: 2 });
    expect((audit.details as { before: { id: string }[] }).before.map((item) => item.id).sort()).toEqual(
      [...ids].sort(),
    );
  });
});

describe("bulk edit", () => {
  it("sets the status of the selected items, one audit entry each", async () => {
    const items = [await seedItem(`bulk edit a ${uniqueTag()}`), await seedItem(`bulk edit b ${uniqueTag()}`)];
    const ids = items.map((item) => item.id);
    const result = okJson(
      await bulkEdit({ records: items.map(({ id, version }) => ({ id, version })), change: { status: "completed" } }),
    );
    expect(result).toMatchObject({ changed: 2 });
    expect(await db.roadmapItem.count({ where: { id: { in: ids }, status: "completed" } })).toBe(2);
    expect(await db.auditLog.count({ where: { action: "roadmap_item.update", targetId: { in: ids } } })).toBe(2);
  });
});

describe("reorder (beyond SPEC)", () => {
  const currentIds = async () => (await list()).map((row) => row.id);

  it("saves the new order (order = position) in one transaction with one audit entry", async () => {
    const tag = uniqueTag();
    const a = await seedItem(`reorder a ${tag}`, { order: 950_000 });
    const b = await seedItem(`reorder b ${tag}`, { order: 950_001 });
    const ids = await currentIds();
    const wanted = [b.id, a.id, ...ids.filter((id) => id !== a.id && id !== b.id)];
    const auditsBefore = await db.auditLog.count({ where: { action: "roadmap_item.reorder" } });

    const response = await reorder({ itemIds: wanted });
    expect(response.status).toBe(200);
    const rows = response.json() as RoadmapItemRow[];
    expect(rows.map((row) => row.id)).toEqual(wanted);
    expect(rows.map((row) => row.order)).toEqual(wanted.map((_, index) => index));
    expect(await currentIds()).toEqual(wanted);

    const audits = await db.auditLog.findMany({
      where: { action: "roadmap_item.reorder" },
      orderBy: { createdAt: "desc" },
    });
    expect(audits).toHaveLength(auditsBefore + 1);
    expect(audits[0]!.details).toEqual({ before: ids, after: wanted });
    expect(audits[0]!.actorId).toBe(await seedUserId("admin"));
  });

  it("refuses a list that is not exactly the current items, and changes nothing", async () => {
    await seedItem(`stale ${uniqueTag()}`);
    const ids = await currentIds();
    const snapshot = () =>
      db.roadmapItem.findMany({ orderBy: { id: "asc" }, select: { id: true, order: true, updatedAt: true } });
    const before = await snapshot();
    const reversed = ids.toReversed();
    expect(await reorder({ itemIds: reversed.slice(1) })).toMatchObject({
      status: 409,
      text: ROADMAP_ERRORS.reorderStale,
    });
    expect(await reorder({ itemIds: [...reversed.slice(1), crypto.randomUUID()] })).toMatchObject({
      status: 409,
      text: ROADMAP_ERRORS.reorderStale,
    });
    expect(await reorder({ itemIds: [...reversed, reversed[0]] })).toMatchObject({
      status: 400,
      text: ROADMAP_VALIDATION.duplicateIds,
    });
    expect(await reorder({ itemIds: [] })).toMatchObject({ status: 400, text: ROADMAP_VALIDATION.itemIdsRequired });
    expect(await snapshot()).toEqual(before);
  });

  it("refuses with 412 a reorder started from an order another admin has since changed", async () => {
    const ids = await currentIds();
    const startedFrom = roadmapOrderTag(ids);
    expect((await reorder({ itemIds: ids.toReversed() }, `"${startedFrom}"`)).status).toBe(200);
    const stale = await reorder({ itemIds: ids }, `"${startedFrom}"`);
    expect(stale.status).toBe(412);
    expect((stale.json() as { message: string }).message).toMatch(/^This roadmap order was changed by .+ UTC\./);
    expect(await currentIds()).toEqual(ids.toReversed());
    expect((await reorder({ itemIds: ids }, `"${roadmapOrderTag(ids.toReversed())}"`)).status).toBe(200);
  });
});
