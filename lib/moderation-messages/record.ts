// What a channel message is to the moderation search: the columns every read selects, with its author and
// channel, and the record type derived from them (shared by schema.ts's row type and service.ts).
import type { Prisma } from "@/lib/generated/prisma/client";

const authorSelect = { select: { id: true, firstName: true, lastName: true, handle: true, email: true } } as const;

export const moderationMessageSelect = {
  id: true,
  content: true,
  createdAt: true,
  userId: true,
  channelId: true,
  originalUserId: true,
  user: authorSelect,
  channel: { select: { id: true, name: true } },
} satisfies Prisma.MessageSelect;

export type ModerationMessageRecord = Prisma.MessageGetPayload<{ select: typeof moderationMessageSelect }>;

/** A direct message as the search reads it: with its sender and recipient. */
export const directMessageSelect = {
  id: true,
  content: true,
  createdAt: true,
  senderId: true,
  recipientId: true,
  sender: authorSelect,
  recipient: authorSelect,
} satisfies Prisma.DirectMessageSelect;

export type DirectMessageRecord = Prisma.DirectMessageGetPayload<{ select: typeof directMessageSelect }>;
