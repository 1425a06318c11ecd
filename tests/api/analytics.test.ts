import { GET as overviewRoute } from "@/app/api/admin/analytics/overview/route";
import { ACTIVE_COUNT_TTL_MS, getAnalyticsOverview } from "@/lib/analytics/overview";
import { db } from "@/lib/db";
import { SYSTEM_USER_ID } from "@/lib/users/record";
import { callRoute } from "../helpers/request";
import { cookieFor, createTestUser } from "../helpers/session";
import { whileHeldStill } from "../helpers/held-still";

describe("GET /api/admin/analytics/overview", () => {
  it("is for admins only", async () => {
    expect((await callRoute(overviewRoute, { cookie: await cookieFor("user") })).status).toBe(403);
  });

  it("counts users, admins, banned and recently active users, leaving out the system user", async () => {
    const seen = await createTestUser();
    await db.user.update({ where: { id: seen.id }, data: { lastActiveAt: new Date() } });
    const stale = await createTestUser();
    await db.user.update({ where: { id: stale.id }, data: { lastActiveAt: new Date(Date.now() - 16 * 60 * 1000) } });

    const notSystem = { id: { not: SYSTEM_USER_ID } };
    const held = await whileHeldStill(
      () => db.user.count({ where: notSystem }),
      async () =>
        (
          (await callRoute(overviewRoute, { cookie: await cookieFor("admin") })).json() as {
            users: Record<string, number>;
          }
        ).users,
    );
    const users = held.answer;
    expect(users.total).toBe(held.rows);
    expect(users.total).toBeGreaterThan(40);
    expect(users.admins).toBeGreaterThanOrEqual(2);
    expect(users.banned).toBeGreaterThan(0);
    expect(users.active).toBeGreaterThanOrEqual(1);
    const activeNow = await db.user.count({
      where: { ...notSystem, lastActiveAt: { gte: new Date(Date.now() - 15 * 60 * 1000) } },
    });
    expect(users.active).toBeLessThanOrEqual(activeNow);
    expect(Object.keys(users).sort()).toEqual(["active", "admins", "banned", "total"]);
  });

  it("counts active users once per ACTIVE_COUNT_TTL_MS, then afresh", async () => {
    // An hour ahead: no other call in this process used that moment, and no seeded user falls into
    // or out of its window while the test runs; the test user is the only change.
    const start = Date.now() + 60 * 60 * 1000;
    const before = (await getAnalyticsOverview(new Date(start))).users.active;
    const seen = await createTestUser();
    await db.user.update({ where: { id: seen.id }, data: { lastActiveAt: new Date(start) } });
    // The system user is never counted, even when something marks it active.
    const system = await db.user.findUniqueOrThrow({ where: { id: SYSTEM_USER_ID }, select: { lastActiveAt: true } });
    await db.user.update({ where: { id: SYSTEM_USER_ID }, data: { lastActiveAt: new Date(start) } });
    try {
      expect((await getAnalyticsOverview(new Date(start + ACTIVE_COUNT_TTL_MS - 1))).users.active).toBe(before);
      expect((await getAnalyticsOverview(new Date(start + ACTIVE_COUNT_TTL_MS))).users.active).toBe(before + 1);
    } finally {
      await db.user.update({ where: { id: SYSTEM_USER_ID }, data: { lastActiveAt: system.lastActiveAt } });
    }
  });
});
