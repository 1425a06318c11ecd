import type { Faker } from "@faker-js/faker";
import type { Prisma, PrismaClient } from "../../lib/generated/prisma/client";
import { hashPassword } from "../../lib/auth/sign-in/password";
import { BUILT_IN_ROLES, type BuiltInRoleKey } from "../../lib/permissions/catalogue";
import { SEED_ACCOUNTS, type SeedAccount } from "./accounts";
import { insertInBatches } from "./batch";

const ACTIVE_WINDOW_MS = 15 * 60 * 1000;

function* generatedUsers(faker: Faker, count: number, now: Date): Generator<Prisma.UserCreateManyInput> {
  for (let index = 0; index < count; index++) {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const slug = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z0-9.]/g, "");
    const createdAt = faker.date.past({ years: 2 });
    const roll = faker.number.float();
    yield {
      id: faker.string.uuid(),
      firstName,
      lastName,
      email: `${slug}.${index}@example.org`,
      handle: faker.datatype.boolean(0.8) ? `${slug.replace(".", "_")}_${index}` : null,
      profileImageUrl: null,
      isAdmin: roll < 0.01,
      isBanned: roll > 0.95,
      createdAt,
      updatedAt: createdAt,
      // About one in twelve was seen in the last few minutes, so "Active Users" means something.
      lastActiveAt:
        roll > 0.4 && roll < 0.48
          ? new Date(now.getTime() - faker.number.int(ACTIVE_WINDOW_MS - 1000))
          : faker.date.between({ from: createdAt, to: faker.defaultRefDate() }),
    };
  }
}

/**
 * The built-in roles' rows (the migration adds them; the seed's wipe empties every table): their permissions
 * stay in code, the rows let an admin point at them. Returns each one's id by key.
 */
async function seedBuiltInRoles(prisma: PrismaClient): Promise<Record<BuiltInRoleKey, string>> {
  const keys = Object.keys(BUILT_IN_ROLES) as BuiltInRoleKey[];
  await prisma.role.createMany({
    data: keys.map((key) => ({ key, name: BUILT_IN_ROLES[key].name, description: BUILT_IN_ROLES[key].description })),
    skipDuplicates: true,
  });
  const rows = await prisma.role.findMany({ where: { key: { in: keys } }, select: { id: true, key: true } });
  return Object.fromEntries(rows.map((row) => [row.key, row.id])) as Record<BuiltInRoleKey, string>;
}

/** Creates the seed accounts and `count` generated users; returns every user id (seed accounts first). */
export async function seedUsers(
  prisma: PrismaClient,
  faker: Faker,
  count: number,
  password: string,
): Promise<string[]> {
  const passwordHash = await hashPassword(password);
  const roleIds = await seedBuiltInRoles(prisma);
  const accounts = Object.values(SEED_ACCOUNTS).map(({ role, ...account }: SeedAccount) => ({
    ...account,
    id: faker.string.uuid(),
    passwordHash,
    lastActiveAt: new Date(),
    roleId: role ? roleIds[role] : null,
  }));
  await prisma.user.createMany({ data: accounts });

  const ids = accounts.map((account) => account.id);
  const generated = Math.max(0, count - accounts.length);
  await insertInBatches(generatedUsers(faker, generated, new Date()), async (batch) => {
    await prisma.user.createMany({ data: batch });
    for (const row of batch) ids.push(row.id as string);
  });
  return ids;
}
