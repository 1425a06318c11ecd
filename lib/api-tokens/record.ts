// What an API token is to the API: the columns every read selects (never the hash).
import type { Prisma } from "@/lib/generated/prisma/client";
import { personLabelSelect } from "@/lib/audit/labels";

export const apiTokenSelect = {
  id: true,
  name: true,
  prefix: true,
  permissions: true,
  expiresAt: true,
  revokedAt: true,
  lastUsedAt: true,
  lastUsedIp: true,
  createdAt: true,
  creatorId: true,
  creator: { select: personLabelSelect },
} satisfies Prisma.ApiTokenSelect;

export type ApiTokenRecord = Prisma.ApiTokenGetPayload<{ select: typeof apiTokenSelect }>;
