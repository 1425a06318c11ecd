// What a role is to the API: the columns every read and write selects, and the record type derived from them.
import type { Prisma } from "@/lib/generated/prisma/client";

export const roleSelect = {
  id: true,
  key: true,
  name: true,
  description: true,
  permissions: true,
  createdAt: true,
  updatedAt: true,
  version: true,
} satisfies Prisma.RoleSelect;

export type RoleRecord = Prisma.RoleGetPayload<{ select: typeof roleSelect }>;
