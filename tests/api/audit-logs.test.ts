import { GET as auditRoute } from "@/app/api/admin/audit-logs/route";
import { listAuditEntries } from "@/lib/audit/list-audit";
import { listAuditQuerySchema } from "@/lib/audit/schema";
import { db } from "@/lib/db";
import { adminHolding } from "../helpers/admins";
import { callRoute } from "../helpers/request";
import { BUILT_IN_ROLES } from "@/lib/permissions/catalogue";
import { cookieFor, createTestUser } from "../helpers/session";

const admin = { permissions: BUILT_IN_ROLES.admin.permissions };
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
    expect(await listAuditEntries(admin, query, 2)).toMatchObject({ total: 2, totalExact: false });
    expect(await listAuditEntries(admin, query, 3)).toMatchObject({ total: 3, totalExact: true });
  });

  it("masks every email, and finds none by search, for a reader without users.email", async () => {
    const tag = uniqueTag();
    const actor = await createTestUser({ isAdmin: true });
    const secret = `secret-${tag}@example.test`;
    await db.auditLog.create({
      data: {
        actorId: actor.id,
        actorLabel: `Test (${actor.email})`,
        action: "test.masked",
        targetType: "user",
        targetId: tag,
        targetLabel: `Ada ${tag} (${secret})`,
        details: { email: secret, notes: [`to ${secret}`] },
      },
    });
    const cookie = await adminHolding(["audit.read"], "Auditor");
    const read = async (query: string, as = cookie) =>
      (await callRoute(auditRoute, { cookie: as, path: `/api/admin/audit-logs?${query}` })).json() as Entry[];

    const [entry] = await read(`target=${tag}`);
    const text = JSON.stringify(entry);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(actor.email!);
    expect(text).toContain(`s•••@example.test`);
    // Neither the target's address nor the actor's finds the entry; for an Admin both do.
    expect(await read(`target=${encodeURIComponent(`${tag}@example`)}`)).toEqual([]);
    expect(await read(`actor=${encodeURIComponent(actor.email!)}`)).toEqual([]);
    const adminCookie = await cookieFor("admin");
    expect(await read(`target=${encodeURIComponent(`${tag}@example`)}`, adminCookie)).toHaveLength(1);
    expect(JSON.stringify(await read(`target=${tag}`, adminCookie))).toContain(secret);
  });
});
