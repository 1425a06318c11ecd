// The trigger-kept counters must equal a real count after every kind of write.
import { db } from "@/lib/db";
import { countForRoleAndStatus, readUserCounts } from "@/lib/users/user-counts";
import { SYSTEM_USER_ID } from "@/lib/users/record";
import { uniqueTag } from "../helpers/fixtures";

/** Counters and a real count read in one statement, so concurrent tests cannot skew the comparison. */
async function countersMatchRealCounts(): Promise<boolean> {
  const [row] = await db.$queryRaw<{ matches: boolean }[]>`
    SELECT (SELECT row(coalesce(sum(total), 0), coalesce(sum(admins), 0), coalesce(sum(banned), 0), coalesce(sum(admins_banned), 0))::text FROM user_counters)
         = (SELECT row(count(*), count(*) FILTER (WHERE is_admin), count(*) FILTER (WHERE is_banned), count(*) FILTER (WHERE is_admin AND is_banned))::text
            FROM users WHERE id <> ${SYSTEM_USER_ID}) AS matches`;
  return row!.matches;
}

describe("user counters", () => {
  it("follow inserts, bulk inserts, flag changes, id changes and deletes", async () => {
    const tag = uniqueTag();
    expect(await countersMatchRealCounts()).toBe(true);
    const one = await db.user.create({ data: { email: `c1.${tag}@example.test`, isAdmin: true } });
    await db.user.createMany({
      data: Array.from({ length: 25 }, (_, index) => ({
        email: `c.${index}.${tag}@example.test`,
        isBanned: index % 2 === 0,
        isAdmin: index % 5 === 0,
      })),
    });
    expect(await countersMatchRealCounts()).toBe(true);
    await db.user.update({ where: { id: one.id }, data: { isBanned: true } });
    await db.user.updateMany({ where: { email: { endsWith: `${tag}@example.test` } }, data: { isAdmin: false } });
    await db.user.update({ where: { id: one.id }, data: { id: `counted_${tag}` } });
    expect(await countersMatchRealCounts()).toBe(true);
    await db.user.deleteMany({ where: { email: { endsWith: `${tag}@example.test` } } });
    expect(await countersMatchRealCounts()).toBe(true);
  });

  it("give every role and status combination", () => {
    const counts = { total: 100, admins: 10, banned: 20, adminsBanned: 3 };
    expect(countForRoleAndStatus(counts, "all", "all")).toBe(100);
    expect(countForRoleAndStatus(counts, "admin", "all")).toBe(10);
    expect(countForRoleAndStatus(counts, "user", "all")).toBe(90);
    expect(countForRoleAndStatus(counts, "all", "banned")).toBe(20);
    expect(countForRoleAndStatus(counts, "all", "active")).toBe(80);
    expect(countForRoleAndStatus(counts, "admin", "banned")).toBe(3);
    expect(countForRoleAndStatus(counts, "admin", "active")).toBe(7);
    expect(countForRoleAndStatus(counts, "user", "banned")).toBe(17);
    expect(countForRoleAndStatus(counts, "user", "active")).toBe(73);
  });

  it("are what the overview reads", async () => {
    const counts = await readUserCounts();
    expect(counts.total).toBeGreaterThan(0);
  });
});
