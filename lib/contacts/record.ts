// What a contact is to the API: the columns every read and write selects, and the
// record type derived from them (shared by schema.ts's row type and service.ts).
import type { Prisma } from "@/lib/generated/prisma/client";

export const contactSelect = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  companyId: true,
  status: true,
  source: true,
  createdAt: true,
  updatedAt: true,
  version: true,
  company: { select: { id: true, name: true } },
} satisfies Prisma.ContactSelect;

export type ContactRecord = Prisma.ContactGetPayload<{ select: typeof contactSelect }>;
