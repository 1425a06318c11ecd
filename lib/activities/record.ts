// What an activity is to the API: the columns every read and write selects, and the
// record type derived from them (shared by schema.ts's row type and service.ts).
import type { Prisma } from "@/lib/generated/prisma/client";

export const activitySelect = {
  id: true,
  type: true,
  title: true,
  description: true,
  completed: true,
  dueDate: true,
  contactId: true,
  dealId: true,
  createdAt: true,
  updatedAt: true,
  version: true,
  contact: { select: { id: true, firstName: true, lastName: true } },
  deal: { select: { id: true, title: true } },
} satisfies Prisma.ActivitySelect;

/** What the select reads, before the due date loses its time. */
export type ActivityPayload = Prisma.ActivityGetPayload<{ select: typeof activitySelect }>;

/** An activity as the API answers it: the due date without a time (and so without a time zone). */
export type ActivityRecord = Omit<ActivityPayload, "dueDate"> & { dueDate: string | null };
