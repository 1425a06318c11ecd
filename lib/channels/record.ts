// What a channel is to the API: the columns every read and write selects, and the
// record type derived from them (shared by schema.ts's row type and service.ts).
import type { Prisma } from "@/lib/generated/prisma/client";

export const channelSelect = {
  id: true,
  name: true,
  description: true,
  createdAt: true,
} satisfies Prisma.ChannelSelect;

export type ChannelRecord = Prisma.ChannelGetPayload<{ select: typeof channelSelect }>;
