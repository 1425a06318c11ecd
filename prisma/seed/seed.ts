import crypto from "node:crypto";
import { base, en, Faker } from "@faker-js/faker";
import { createPrismaClient } from "../../lib/db";
import type { PrismaClient } from "../../lib/generated/prisma/client";
import { FEATURES } from "../../lib/feature-toggles/keys";
import { SYSTEM_USER_ID } from "../../lib/users/record";
import { SEED_ACCOUNTS } from "./accounts";
import { seedChat } from "./chat";
import { seedReports } from "./reports";
import { seedContent } from "./content";
import { seedCrm } from "./crm";
import { defaultPurchases, type SeedOptions } from "./options";
import { seedSanctions } from "./sanctions";
import { seedUsers } from "./users";

// A fixed seed and reference date: the same options always give the same data.
const FAKER_SEED = 20_261_122;
const REFERENCE_DATE = new Date("2026-11-01T00:00:00Z");

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);

/** Seeding wipes the database, so it only runs on this machine unless told otherwise. */
export function assertSeedable(url: string) {
  const host = new URL(url).hostname;
  if (!LOCAL_HOSTS.has(host) && process.env.SEED_ALLOW_REMOTE !== "true") {
    throw new Error(`Refusing to seed (and wipe) the database on ${host}; set SEED_ALLOW_REMOTE=true to insist.`);
  }
}

async function wipe(prisma: PrismaClient) {
  const tables = await prisma.$queryRaw<{ tablename: string }[]>`
    SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> '_prisma_migrations'`;
  const list = tables.map(({ tablename }) => `"${tablename}"`).join(", ");
  if (list) await prisma.$executeRawUnsafe(`TRUNCATE ${list} CASCADE`);
  await prisma.user.create({
    data: { id: SYSTEM_USER_ID, firstName: "Deleted", lastName: "User", handle: SYSTEM_USER_ID },
  });
}

async function seedApiKeys(prisma: PrismaClient, faker: Faker, userIds: string[]) {
  await prisma.apiKey.createMany({
    data: userIds.slice(0, 3).map((userId, index) => {
      const key = faker.string.alphanumeric(40);
      return {
        userId,
        name: ["CI bot", "Moderation script", "Analytics export"][index]!,
        keyHash: crypto.createHash("sha256").update(key).digest("hex"),
        prefix: key.slice(0, 8),
      };
    }),
  });
}

/** A few staff notes, so a newcomer's user page shows the card with notes by two authors (docs/decisions/moderation.md). */
async function seedStaffNotes(prisma: PrismaClient, userIds: string[]) {
  const [moderator, admin] = await Promise.all(
    [SEED_ACCOUNTS.moderator, SEED_ACCOUNTS.admin].map((account) =>
      prisma.user.findUniqueOrThrow({
        where: { email: account.email },
        select: { id: true, firstName: true, lastName: true },
      }),
    ),
  );
  const author = (user: { id: string; firstName: string | null; lastName: string | null }) => ({
    authorId: user.id,
    authorLabel: `${user.firstName} ${user.lastName}`,
  });
  // The first generated users (after the accounts without a role): members, not staff.
  const [first, second] = userIds.slice(3, 5);
  if (!first || !second) return;
  await prisma.userNote.createMany({
    data: [
      {
        userId: first,
        ...author(moderator!),
        body: "Posted the same invite link in four channels; asked them to stop.",
      },
      { userId: first, ...author(admin!), body: "Says the links were a bot on their account. Password reset sent." },
      { userId: second, ...author(moderator!), body: "Helpful in #support: a candidate for a community role." },
    ],
  });
}

export async function isUnseeded(url: string): Promise<boolean> {
  const prisma = createPrismaClient(url);
  try {
    return (await prisma.user.count({ where: { id: { not: SYSTEM_USER_ID } } })) === 0;
  } finally {
    await prisma.$disconnect();
  }
}

export async function seedDatabase(url: string, options: SeedOptions): Promise<void> {
  assertSeedable(url);
  // A generator of its own: the tests' global setup seeds several databases at once,
  // and a shared one would hand each seed a different slice of its sequence.
  const faker = new Faker({ locale: [en, base] });
  faker.seed(FAKER_SEED);
  faker.setDefaultRefDate(REFERENCE_DATE);
  const prisma = createPrismaClient(url);
  try {
    await wipe(prisma);
    await prisma.featureToggle.createMany({ data: FEATURES.map((feature) => ({ ...feature, isEnabled: true })) });
    const userIds = await seedUsers(prisma, faker, options.users, options.password);
    await seedChat(prisma, faker, userIds, options);
    await seedSanctions(prisma, userIds);
    await seedReports(prisma, faker, userIds);
    await seedApiKeys(prisma, faker, userIds);
    await seedStaffNotes(prisma, userIds);
    await seedCrm(prisma, faker, options);
    await seedContent(prisma, faker, userIds, options.purchases ?? defaultPurchases(options.users));
  } finally {
    await prisma.$disconnect();
  }
}
