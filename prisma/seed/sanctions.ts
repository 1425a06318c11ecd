// A few sanctions, so a newcomer's panel shows a member's record (docs/decisions/moderation.md, "Sanctions"): a
// warning, a mute still in force and a suspension that ended by itself, issued by the seeded moderator to
// generated members. Times are relative to now, so the mute is in force whenever the seed runs.
import type { PrismaClient } from "../../lib/generated/prisma/client";
import { SEED_ACCOUNTS } from "./accounts";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export async function seedSanctions(prisma: PrismaClient, memberIds: readonly string[]): Promise<void> {
  const moderator = await prisma.user.findUnique({
    where: { email: SEED_ACCOUNTS.moderator.email },
    select: { id: true },
  });
  const members = await prisma.user.findMany({
    // The first few are enough: a large seed has a million ids, past what one statement takes.
    where: { id: { in: memberIds.slice(0, 50) }, isAdmin: false, isBanned: false },
    orderBy: { id: "asc" },
    take: 3,
    select: { id: true },
  });
  const [warned, muted, suspended] = members.map((member) => member.id);
  if (!moderator || !suspended) return;
  const now = Date.now();
  const issuedById = moderator.id;
  const mutedUntil = new Date(now + DAY);
  await prisma.sanction.createMany({
    data: [
      {
        userId: warned!,
        kind: "warn",
        reason: "spam",
        reasonText: "Posted the same link in five channels",
        issuedById,
        startsAt: new Date(now - 20 * DAY),
        createdAt: new Date(now - 20 * DAY),
      },
      {
        userId: muted!,
        kind: "mute",
        reason: "harassment",
        reasonText: "Insults in #general",
        note: "Second report this month",
        issuedById,
        startsAt: new Date(now - 2 * HOUR),
        endsAt: mutedUntil,
        createdAt: new Date(now - 2 * HOUR),
      },
      {
        userId: suspended,
        kind: "suspend",
        reason: "hate",
        issuedById,
        startsAt: new Date(now - 40 * DAY),
        endsAt: new Date(now - 33 * DAY),
        liftedAt: new Date(now - 33 * DAY),
        createdAt: new Date(now - 40 * DAY),
      },
    ],
  });
  await prisma.user.update({ where: { id: muted! }, data: { mutedUntil } });
}
