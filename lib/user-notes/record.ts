// What a staff note is to the API: the columns every read and write selects, and the record type derived from them.
import type { Prisma } from "@/lib/generated/prisma/client";

export const userNoteSelect = {
  id: true,
  userId: true,
  authorId: true,
  authorLabel: true,
  body: true,
  createdAt: true,
  updatedAt: true,
  version: true,
} satisfies Prisma.UserNoteSelect;

export type UserNoteRecord = Prisma.UserNoteGetPayload<{ select: typeof userNoteSelect }>;
