// What a saved view is to the API: the columns every read and write selects.
import type { Prisma } from "@/lib/generated/prisma/client";

export const savedViewSelect = {
  id: true,
  ownerId: true,
  listKey: true,
  name: true,
  shared: true,
  state: true,
  createdAt: true,
  updatedAt: true,
  version: true,
  owner: { select: { id: true, firstName: true, lastName: true, email: true } },
} satisfies Prisma.SavedViewSelect;

export type SavedViewRecord = Prisma.SavedViewGetPayload<{ select: typeof savedViewSelect }>;
