import { GET as auditRoute } from "@/app/api/admin/audit-logs/route";
import { listAuditEntries } from "@/lib/audit/list-audit";
import { listAuditQuerySchema } from "@/lib/audit/schema";
import { db } from "@/lib/db";
import { callRoute } from "../helpers/request";
import { cookieFor, createTestUser } from "../helpers/session";
import { uniqueTag } from "../helpers/fixtures";

type Entry = { id: string; action: string; targetId: string | null; actor: { email: string | null } | null };

describe("GET /api/admin/audit-logs", () => {
  it("is for admins only", async () => {
    expect((await callRoute(auditRoute)).status).toBe(401);
    expect((await callRoute(auditRoute, { cookie: await cookieFor("user") })).status).toBe(403);
  });

  it("lists entries newest first and filters by actor, action prefix and target", async () => {
    const actor = await createTestUser({ isAdmin: true });
    const target = `target-${uniqueTag()}`;
    await db.auditLog.create({
      data: {
        actorId: actor.id,
        action: "test.first",
        targetType: "thing",
        targetId: target,
        createdAt: new Date(Date.now() - 1000),
      },
    });
    await db.auditLog.create({
      data: { actorId: actor.id, action: "test.second", targetType: "thing", targetId: target },
    });
    const cookie = await cookieFor("admin");
    const byTarget = (
      await callRoute(auditRoute, { cookie, path: `/api/admin/audit-logs?target=${target}` })
    ).json() as Entry[];
    expect(byTarget.map((entry) => entry.action)).toEqual(["test.second", "test.first"]);
    expect(byTarget[0]!.actor?.email).toBe(actor.email);

    const byActor = (
      await callRoute(auditRoute, { cookie, path: `/api/admin/audit-logs?actor=${encodeURIComponent(actor.email!)}` })
    ).json() as Entry[];
    expect(byActor).toHaveLength(2);
    const byAction = await callRoute(auditRoute, {
      cookie,
      path: `/api/admin/audit-logs?action=test.sec&target=${target}`,
    });
    expect((byAction.json() as Entry[]).map((entry) => entry.action)).toEqual(["test.second"]);
    expect(byAction.headers.get("x-total-count")).toBe("1");
    expect(byAction.headers.get("x-total-count-exact")).toBe("true");
  });

  it("counts up to a cap, then reports the total as a lower bound", async () => {
    const target = `target-${uniqueTag()}`;
    await db.auditLog.createMany({
      data: ["a", "b", "c"].map((name) => ({ action: `test.cap.${name}`, targetType: "thing", targetId: target })),
    });
    const query = listAuditQuerySchema.parse({ target });
    expect(await listAuditEntries(query, 2)).toMatchObject({ total: 2, totalExact: false });
    expect(await listAuditEntries(query, 3)).toMatchObject({ total: 3, totalExact: true });
  });
});
