// The seed contract other tests and the README rely on, read from the shared test database.
import { db } from "@/lib/db";
import { verifyPassword } from "@/lib/auth/sign-in/password";
import { SYSTEM_USER_ID } from "@/lib/users/record";
import { SEED_ACCOUNTS, type SeedAccount } from "@/prisma/seed/accounts";
import { TEST_PASSWORD, TEST_SEED } from "../helpers/constants";

describe("seed data", () => {
  it("has the seed accounts with their rights, roles and the seed password", async () => {
    for (const account of Object.values(SEED_ACCOUNTS) as SeedAccount[]) {
      const user = await db.user.findUniqueOrThrow({ where: { email: account.email }, include: { role: true } });
      expect(user).toMatchObject({ isAdmin: account.isAdmin, isSuperadmin: account.isSuperadmin, isBanned: false });
      expect(user.role?.key ?? null).toBe(account.role ?? null);
      expect(await verifyPassword(user.passwordHash, TEST_PASSWORD)).toBe(true);
    }
  });

  it("has the system user, the requested number of users, and banned ones among them", async () => {
    expect(await db.user.findUnique({ where: { id: SYSTEM_USER_ID } })).not.toBeNull();
    expect(await db.user.count({ where: { id: { not: SYSTEM_USER_ID }, email: { not: { endsWith: ".test" } } } })).toBe(
      TEST_SEED.users,
    );
    expect(await db.user.count({ where: { isBanned: true } })).toBeGreaterThan(0);
  });

  it("fills channels with members and messages, and direct-message threads", async () => {
    // Other test files add channels of their own ("test-channel-…") meanwhile.
    const seeded = { NOT: { name: { startsWith: "test-channel-" } } };
    expect(await db.channel.count({ where: seeded })).toBe(TEST_SEED.channels);
    expect(await db.message.count({ where: { channel: seeded } })).toBe(
      TEST_SEED.channels * TEST_SEED.messagesPerChannel,
    );
    const superadmin = await db.user.findUniqueOrThrow({ where: { email: SEED_ACCOUNTS.superadmin.email } });
    expect(await db.channelMember.count({ where: { userId: superadmin.id, channel: seeded } })).toBe(
      TEST_SEED.channels,
    );
    expect(
      await db.directMessage.count({ where: { OR: [{ senderId: superadmin.id }, { recipientId: superadmin.id }] } }),
    ).toBeGreaterThan(0);
  });

  it("covers every deal stage, every roadmap status, shop bonuses and purchases", async () => {
    const stages = await db.deal.groupBy({ by: ["stage"], _count: true });
    expect(stages).toHaveLength(6);
    const statuses = await db.roadmapItem.groupBy({ by: ["status"], _count: true });
    expect(statuses).toHaveLength(3);
    expect(await db.shopItemBonusFile.count()).toBeGreaterThan(0);
    expect(await db.userPurchase.count()).toBeGreaterThan(0);
    expect(await db.activity.count()).toBeGreaterThan(0);
    expect(await db.userNote.count()).toBeGreaterThan(0);
    expect(await db.contact.count()).toBeGreaterThan(0);
  });
});
