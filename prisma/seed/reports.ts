// Members' reports (docs/decisions/moderation.md "Reports"), so a newcomer's inbox shows work: open items on recent
// messages and on members, each with a few reporters, and resolved ones behind them, some upheld, some dismissed.
import type { Faker } from "@faker-js/faker";
import type { PrismaClient } from "../../lib/generated/prisma/client";
import { REPORT_REASONS } from "../../lib/reports/reasons";

const OPEN_MESSAGE_ITEMS = 18;
const OPEN_MEMBER_ITEMS = 4;
const RESOLVED_ITEMS = 12;
const HOUR = 60 * 60 * 1000;

export async function seedReports(prisma: PrismaClient, faker: Faker, userIds: string[]) {
  if (userIds.length < 10) return;
  const messages = await prisma.message.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take: OPEN_MESSAGE_ITEMS + RESOLVED_ITEMS,
    select: { id: true, userId: true, channelId: true, content: true, createdAt: true },
  });
  // Admins (the superadmin first) resolve; members report.
  const admins = await prisma.user.findMany({ where: { isAdmin: true }, select: { id: true } });
  const adminIds = new Set(admins.map((admin) => admin.id));
  const resolver = userIds.find((id) => adminIds.has(id));
  const members = userIds.filter((id) => !adminIds.has(id));
  const targets = [
    ...messages.map((message, index) => ({ message, userId: message.userId, resolved: index >= OPEN_MESSAGE_ITEMS })),
    ...faker.helpers
      .arrayElements(members, OPEN_MEMBER_ITEMS)
      .map((userId) => ({ message: null, userId, resolved: false })),
  ];
  for (const target of targets) {
    const reporters = faker.helpers.arrayElements(
      members.filter((id) => id !== target.userId),
      { min: 1, max: 4 },
    );
    const reports = reporters.map((reporterId) => ({
      reporterId,
      reason: faker.helpers.arrayElement(REPORT_REASONS),
      comment: faker.datatype.boolean() ? faker.lorem.sentence() : null,
      createdAt: faker.date.recent({ days: 3 }),
    }));
    const times = reports.map((report) => report.createdAt.getTime());
    const upheld = target.resolved ? faker.datatype.boolean() : null;
    await prisma.reportItem.create({
      data: {
        targetType: target.message ? "message" : "user",
        messageId: target.message?.id ?? null,
        channelId: target.message?.channelId ?? null,
        userId: target.userId,
        messageContent: target.message?.content ?? null,
        messageSentAt: target.message?.createdAt ?? null,
        status: target.resolved ? "resolved" : "open",
        reportCount: reports.length,
        reasons: [...new Set(reports.map((report) => report.reason))],
        firstReportedAt: new Date(Math.min(...times)),
        lastReportedAt: new Date(Math.max(...times)),
        ...(target.resolved
          ? {
              resolvedBy: resolver,
              resolvedAt: new Date(Math.max(...times) + HOUR),
              // A seeded resolution deleted nothing: the message stays, so its context still shows.
              resolution: { actions: [upheld ? "delete_message" : "dismiss"], trashBatch: null },
              upheld,
            }
          : {}),
        reports: { create: reports },
      },
    });
  }
}
