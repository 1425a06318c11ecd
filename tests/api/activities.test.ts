import crypto from "node:crypto";
import { GET as listActivitiesRoute, POST as createActivityRoute } from "@/app/api/admin/activities/route";
import { DELETE as deleteActivityRoute, PATCH as updateActivityRoute } from "@/app/api/admin/activities/[id]/route";
import { GET as countsRoute } from "@/app/api/admin/activities/counts/route";
import { ACTIVITY_ERRORS, ACTIVITY_VALIDATION, activityCountsText } from "@/lib/activities/messages";
import type { ActivityCounts, ActivityRow } from "@/lib/activities/schema";
import { db } from "@/lib/db";
import { uniqueTag } from "../helpers/fixtures";
import { auditTrail } from "../helpers/audit-trail";
import { callRoute } from "../helpers/request";
import { resourceClient } from "../helpers/resource-client";
import { cookieFor } from "../helpers/session";
import { whileHeldStill } from "../helpers/held-still";

const admin = () => cookieFor("admin");

const { create, createOk, update, remove } = resourceClient<ActivityRow>("/api/admin/activities", {
  create: createActivityRoute,
  update: updateActivityRoute,
  remove: deleteActivityRoute,
});

async function counts(type?: string): Promise<ActivityCounts> {
  const response = await callRoute(countsRoute, {
    cookie: await admin(),
    path: `/api/admin/activities/counts${type ? `?type=${type}` : ""}`,
  });
  expect(response.status).toBe(200);
  return response.json() as ActivityCounts;
}

async function databaseCounts(type?: "email" | "meeting") {
  const where = type ? { type } : {};
  const [pending, completed] = await Promise.all([
    db.activity.count({ where: { ...where, completed: false } }),
    db.activity.count({ where: { ...where, completed: true } }),
  ]);
  return { pending, completed };
}

describe("activities: access", () => {
  it("is for admins only", async () => {
    const user = await cookieFor("user");
    const id = crypto.randomUUID();
    const calls = [
      (cookie?: string) => callRoute(listActivitiesRoute, { cookie }),
      (cookie?: string) => callRoute(countsRoute, { cookie }),
      (cookie?: string) => callRoute(createActivityRoute, { method: "POST", cookie, body: { title: "x" } }),
      (cookie?: string) =>
        callRoute(updateActivityRoute, { method: "PATCH", cookie, params: { id }, body: { title: "x" } }),
      (cookie?: string) => callRoute(deleteActivityRoute, { method: "DELETE", cookie, params: { id } }),
    ];
    for (const call of calls) {
      expect((await call()).status).toBe(401);
      expect((await call(user)).status).toBe(403);
    }
  });
});

describe("activities: round trip", () => {
  it("creates, lists, updates and deletes an activity, auditing each with before and after", async () => {
    const [contact, deal] = [await db.contact.findFirstOrThrow(), await db.deal.findFirstOrThrow()];
    const title = `Call back ${uniqueTag()}`;
    const created = await createOk({
      type: "call",
      title,
      description: " Ask about pricing ",
      dueDate: "2031-01-15",
      contactId: contact.id,
      dealId: deal.id,
    });
    expect(created).toMatchObject({
      type: "call",
      title,
      description: "Ask about pricing",
      completed: false,
      dueDate: "2031-01-15",
      contact: { id: contact.id, firstName: contact.firstName, lastName: contact.lastName },
      deal: { id: deal.id, title: deal.title },
    });

    const listed = await callRoute(listActivitiesRoute, {
      cookie: await admin(),
      path: "/api/admin/activities?type=call&limit=200",
    });
    expect((listed.json() as ActivityRow[]).find((row) => row.id === created.id)).toEqual(created);

    const changed = await update(created.id, { ...created, type: "meeting", dueDate: null, dealId: "" });
    expect(changed.status).toBe(200);
    expect(changed.json()).toMatchObject({ type: "meeting", dueDate: null, deal: null, contact: { id: contact.id } });

    expect((await remove(created.id)).status).toBe(204);
    expect(await db.activity.findUnique({ where: { id: created.id } })).toBeNull();

    const trail = await auditTrail("activity", created.id);
    const after = {
      type: "call",
      title,
      description: "Ask about pricing",
      completed: false,
      dueDate: "2031-01-15",
      contactId: contact.id,
      dealId: deal.id,
    };
    const changedView = { ...after, type: "meeting", dueDate: null, dealId: null };
    expect(trail).toEqual([
      { before: null, after, version: 1 },
      { before: after, after: changedView, version: 2 },
      { before: changedView, after: null, batch: expect.any(String) },
    ]);
  });

  it("fills SPEC's defaults: type task, pending, no links", async () => {
    const activity = await createOk({ title: `Defaults ${uniqueTag()}` });
    expect(activity).toMatchObject({
      type: "task",
      completed: false,
      description: null,
      dueDate: null,
      contact: null,
      deal: null,
    });
  });

  it("completes and reopens with the full activity, and the header counts follow", async () => {
    const activity = await createOk({ type: "email", title: `Send proposal ${uniqueTag()}` });
    const start = await counts("email");
    const completed = await update(activity.id, { ...activity, completed: true });
    expect(completed.json()).toMatchObject({ completed: true, title: activity.title });
    expect(await counts("email")).toEqual({ pending: start.pending - 1, completed: start.completed + 1 });
    const reopened = await update(activity.id, { ...activity, completed: false });
    expect(reopened.json()).toMatchObject({ completed: false });
    expect(await counts("email")).toEqual(start);
    const audits = await db.auditLog.findMany({
      where: { action: "activity.update", targetId: activity.id },
      orderBy: { createdAt: "asc" },
    });
    expect(audits.map((audit) => audit.details)).toMatchObject([
      { before: { completed: false }, after: { completed: true } },
      { before: { completed: true }, after: { completed: false } },
    ]);
  });
});

describe("activities: the list and its header", () => {
  it("filters by type, newest first, with the type's total", async () => {
    const response = await callRoute(listActivitiesRoute, {
      cookie: await admin(),
      path: "/api/admin/activities?type=meeting&limit=200",
    });
    const rows = response.json() as ActivityRow[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.type === "meeting")).toBe(true);
    expect(Number(response.headers.get("x-total-count"))).toBe(await db.activity.count({ where: { type: "meeting" } }));
    const times = rows.map((row) => row.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("counts pending and completed for the header, over all types or the filtered one", async () => {
    const { rows, answer } = await whileHeldStill(
      () => databaseCounts(),
      () => counts(),
    );
    expect(answer).toEqual(rows);
    // Each pair read while no other test file changed the activities between them (they share the database).
    const meeting = await whileHeldStill(
      () => databaseCounts("meeting"),
      () => counts("meeting"),
    );
    expect(meeting.answer).toEqual(meeting.rows);
    const all = await whileHeldStill(
      () => counts(),
      () => counts("all"),
    );
    expect(all.answer).toEqual(all.rows);
    expect(activityCountsText({ pending: 3, completed: 1 })).toBe("3 pending • 1 completed");
  });

  it("refuses an unknown type filter", async () => {
    const refused = { status: 400, text: ACTIVITY_VALIDATION.typeFilterInvalid };
    expect(
      await callRoute(countsRoute, { cookie: await admin(), path: "/api/admin/activities/counts?type=chat" }),
    ).toMatchObject(refused);
    expect(
      await callRoute(listActivitiesRoute, { cookie: await admin(), path: "/api/admin/activities?type=chat" }),
    ).toMatchObject(refused);
  });
});

describe("activities: validation", () => {
  const title = `Invalid ${uniqueTag()}`;
  it.each([
    [{ title: " " }, ACTIVITY_VALIDATION.titleRequired],
    [{}, ACTIVITY_VALIDATION.titleRequired],
    [{ title, type: "chat" }, ACTIVITY_VALIDATION.typeRequired],
    [{ title, type: null }, ACTIVITY_VALIDATION.typeRequired],
    [{ title, completed: "yes" }, ACTIVITY_VALIDATION.completedBoolean],
    [{ title, dueDate: "2025-13-01" }, ACTIVITY_VALIDATION.dueDate],
    [{ title, contactId: crypto.randomUUID() }, ACTIVITY_VALIDATION.contactNotFound],
    [{ title, dealId: crypto.randomUUID() }, ACTIVITY_VALIDATION.dealNotFound],
    [{ title, dealId: "not-an-id" }, ACTIVITY_VALIDATION.dealNotFound],
  ])("refuses %p with 400 '%s' and stores nothing", async (body, message) => {
    expect(await create(body)).toMatchObject({ status: 400, text: message });
    expect(await db.activity.count({ where: { title } })).toBe(0);
  });

  it.each([crypto.randomUUID(), "counts", "not-an-id"])(
    "answers 404 'Activity not found' for the unknown id %p",
    async (id) => {
      expect(await update(id, { title: "x" })).toMatchObject({ status: 404, text: ACTIVITY_ERRORS.notFound });
      expect(await remove(id)).toMatchObject({ status: 404, text: ACTIVITY_ERRORS.notFound });
    },
  );
});
