// The dashboard charts (docs/decisions/dashboard-charts.md): what each series counts, its UTC days, weeks and months with
// zeros between, and that the rollup and won_at follow every write. Rows a test dates itself are
// dated in 2001, a past no other test writes to, so exact counts hold while other files run.
import { GET as chartsRoute } from "@/app/api/admin/analytics/charts/route";
import {
  bansPerWeek,
  countPerDay,
  dealsWonPerMonth,
  NEW_USER_DAYS,
  pendingActivitiesByType,
} from "@/lib/analytics/charts";
import { MESSAGE_DAYS, type DashboardCharts } from "@/lib/analytics/chart-data";
import { ACTIVITY_TYPES } from "@/lib/activities/activity-types";
import { DEAL_STAGES } from "@/lib/deals/stages";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { SYSTEM_USER_ID } from "@/lib/users/record";
import { callRoute } from "../helpers/request";
import { createChannel, uniqueTag } from "../helpers/fixtures";
import { rollupAndTable } from "../helpers/rollup";
import { cookieFor, createTestUser } from "../helpers/session";

const NOW = new Date("2001-03-15T12:00:00Z");
const at = (iso: string) => new Date(iso);
const dayOf = (series: { day: string; count: number }[], day: string) => series.find((row) => row.day === day)?.count;

function createUserAt(createdAt: Date) {
  const tag = uniqueTag();
  return db.user.create({
    data: { firstName: "Chart", lastName: tag, email: `chart-${tag}@example.test`, createdAt },
  });
}

describe("GET /api/admin/analytics/charts", () => {
  it("is for admins only", async () => {
    expect((await callRoute(chartsRoute, { cookie: await cookieFor("user") })).status).toBe(403);
  });

  it("answers every series, each ending today (UTC) or listing every stage and type", async () => {
    const response = await callRoute(chartsRoute, { cookie: await cookieFor("admin") });
    expect(response.status).toBe(200);
    const charts = response.json() as DashboardCharts;
    const today = new Date().toISOString().slice(0, 10);
    expect(charts.newUsers).toHaveLength(NEW_USER_DAYS);
    expect(charts.newUsers.at(-1)?.day).toBe(today);
    expect(charts.messages).toHaveLength(MESSAGE_DAYS);
    expect(charts.messages.at(-1)?.day).toBe(today);
    expect(charts.bans).toHaveLength(12);
    expect(charts.dealsWon.at(-1)?.month).toBe(today.slice(0, 7));
    expect(charts.pipeline.map((row) => row.stage)).toEqual([...DEAL_STAGES]);
    expect(charts.pipeline.every((row) => /^\d+\.\d{2}$/.test(row.value))).toBe(true);
    expect(charts.pendingActivities.map((row) => row.type)).toEqual([...ACTIVITY_TYPES]);
  });
});

describe("new users per day", () => {
  it("counts live users by UTC sign-up day, zeros between, and follows inserts and deletes", async () => {
    const before = await countPerDay("users", 30, NOW);
    const late = await createUserAt(at("2001-03-10T23:59:00Z"));
    await createUserAt(at("2001-03-10T00:00:00Z"));
    await createUserAt(at("2001-03-14T08:00:00Z"));
    const after = await countPerDay("users", 30, NOW);
    expect(after).toHaveLength(30);
    expect(after[0]?.day).toBe("2001-02-14");
    expect(after.at(-1)?.day).toBe("2001-03-15");
    expect(dayOf(after, "2001-03-10")).toBe(dayOf(before, "2001-03-10")! + 2);
    expect(dayOf(after, "2001-03-14")).toBe(dayOf(before, "2001-03-14")! + 1);
    expect(dayOf(after, "2001-03-11")).toBe(0);

    await db.user.delete({ where: { id: late.id } });
    expect(dayOf(await countPerDay("users", 30, NOW), "2001-03-10")).toBe(dayOf(before, "2001-03-10")! + 1);
  });

  it("equals the users table grouped by day after a bulk insert", async () => {
    const tag = uniqueTag();
    await db.user.createMany({
      data: Array.from({ length: 25 }, (_, index) => ({
        firstName: "Bulk",
        lastName: `${tag}-${index}`,
        email: `bulk-${tag}-${index}@example.test`,
        createdAt: at(`2001-01-2${index % 3}T0${index % 10}:00:00Z`),
      })),
    });
    const { rollup, table } = await rollupAndTable(
      Prisma.sql`SELECT day::text AS key, sum(count)::int AS count FROM daily_counts
                  WHERE metric = 'users' GROUP BY day HAVING sum(count) <> 0 ORDER BY day`,
      Prisma.sql`SELECT created_at::date::text AS key, count(*)::int AS count FROM users
                  WHERE id <> ${SYSTEM_USER_ID} GROUP BY 1 ORDER BY 1`,
    );
    expect(rollup).toEqual(table);
    expect(table.find((row) => row.key === "2001-01-20")?.count).toBeGreaterThanOrEqual(9);
  });
});

describe("messages per day", () => {
  it("counts channel messages by UTC day and drops those deleted", async () => {
    const author = await createTestUser();
    const channel = await createChannel([author.id], author.id);
    const day = (iso: string) => ({ userId: author.id, channelId: channel.id, content: "chart", createdAt: at(iso) });
    const before = await countPerDay("messages", MESSAGE_DAYS, NOW);
    await db.message.createMany({
      data: [day("2001-03-01T00:30:00Z"), day("2001-03-01T22:00:00Z"), day("2001-03-02T12:00:00Z")],
    });
    const after = await countPerDay("messages", MESSAGE_DAYS, NOW);
    expect(dayOf(after, "2001-03-01")).toBe(dayOf(before, "2001-03-01")! + 2);
    expect(dayOf(after, "2001-03-02")).toBe(dayOf(before, "2001-03-02")! + 1);

    // Deleting the channel cascades to its messages: the rollup follows.
    await db.channel.delete({ where: { id: channel.id } });
    expect(await countPerDay("messages", MESSAGE_DAYS, NOW)).toEqual(before);
  });
});

describe("bans and unbans per week", () => {
  it("counts user.ban and user.unban audit entries per ISO week from Monday, other actions not", async () => {
    const before = await bansPerWeek(NOW);
    const entry = (action: string, iso: string) => ({ action, targetType: "user", createdAt: at(iso) });
    await db.auditLog.createMany({
      data: [
        entry("user.ban", "2001-03-12T00:00:00Z"), // Monday of the current week
        entry("user.ban", "2001-03-11T23:59:00Z"), // Sunday: the week before
        entry("user.unban", "2001-03-14T10:00:00Z"),
        entry("user.grant_admin", "2001-03-14T10:00:00Z"),
      ],
    });
    const after = await bansPerWeek(NOW);
    expect(after).toHaveLength(12);
    expect(after.at(-1)?.week).toBe("2001-03-12");
    expect(after[0]?.week).toBe("2000-12-25");
    const week = (rows: typeof after, monday: string) => rows.find((row) => row.week === monday)!;
    expect(week(after, "2001-03-12")).toEqual({
      week: "2001-03-12",
      bans: week(before, "2001-03-12").bans + 1,
      unbans: week(before, "2001-03-12").unbans + 1,
    });
    expect(week(after, "2001-03-05").bans).toBe(week(before, "2001-03-05").bans + 1);
  });
});

describe("deals won per month", () => {
  function createDeal(stage: "lead" | "closed_won", createdAt = new Date()) {
    return db.deal.create({ data: { title: `chart-${uniqueTag()}`, value: "100.00", stage, createdAt } });
  }

  it("dates a win when the deal enters closed-won and forgets it when it leaves", async () => {
    const deal = await createDeal("lead");
    expect(deal.wonAt).toBeNull();
    const won = await db.deal.update({ where: { id: deal.id }, data: { stage: "closed_won" } });
    expect(Math.abs(won.wonAt!.getTime() - Date.now())).toBeLessThan(60_000);
    // Edited while won: the win keeps its date.
    const edited = await db.deal.update({ where: { id: deal.id }, data: { title: `${deal.title}!` } });
    expect(edited.wonAt).toEqual(won.wonAt);
    const reopened = await db.deal.update({ where: { id: deal.id }, data: { stage: "negotiation" } });
    expect(reopened.wonAt).toBeNull();
  });

  it("counts wins per UTC month, a deal created as won by its creation time", async () => {
    const before = await dealsWonPerMonth(NOW);
    await createDeal("closed_won", at("2001-02-28T23:30:00Z"));
    await createDeal("closed_won", at("2001-03-01T00:30:00Z"));
    await createDeal("lead", at("2001-03-02T00:00:00Z"));
    const after = await dealsWonPerMonth(NOW);
    expect(after).toHaveLength(12);
    expect(after[0]?.month).toBe("2000-04");
    const month = (rows: typeof after, name: string) => rows.find((row) => row.month === name)!.count;
    expect(month(after, "2001-02")).toBe(month(before, "2001-02") + 1);
    expect(month(after, "2001-03")).toBe(month(before, "2001-03") + 1);
  });
});

describe("pending activities by type", () => {
  it("keeps the per-type counts equal to the open activities through inserts, updates and deletes", async () => {
    const tag = uniqueTag();
    const title = () => `chart-${tag}-${uniqueTag()}`;
    await db.activity.createMany({
      data: [
        { type: "meeting", title: title() },
        { type: "call", title: title() },
        { type: "meeting", title: title(), completed: true },
      ],
    });
    const mine = await db.activity.findMany({ where: { title: { startsWith: `chart-${tag}` } }, select: { id: true } });
    const ids = mine.map((row) => row.id);
    await db.activity.updateMany({ where: { id: { in: ids }, type: "meeting" }, data: { completed: true } });
    await db.activity.updateMany({ where: { id: { in: ids }, type: "call" }, data: { type: "email" } });
    await db.activity.updateMany({ where: { id: { in: ids }, type: "meeting" }, data: { completed: false } });
    await db.activity.deleteMany({ where: { id: { in: ids.slice(0, 1) } } });
    const { rollup, table } = await rollupAndTable(
      Prisma.sql`SELECT type::text AS key, sum(count)::int AS count FROM pending_activity_counts
                  GROUP BY type HAVING sum(count) <> 0 ORDER BY type`,
      Prisma.sql`SELECT type::text AS key, count(*)::int AS count FROM activities
                  WHERE NOT completed GROUP BY type ORDER BY type`,
    );
    expect(rollup).toEqual(table);
    expect(table.length).toBeGreaterThan(0);
  });

  it("lists every type in SPEC order", async () => {
    const counts = await pendingActivitiesByType();
    expect(counts.map((row) => row.type)).toEqual([...ACTIVITY_TYPES]);
    expect(counts.every((row) => Number.isInteger(row.count) && row.count >= 0)).toBe(true);
  });
});
