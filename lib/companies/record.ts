// What a company is to the API: the columns every read and write selects, and the
// record type derived from them (shared by schema.ts's row type and service.ts).
import type { Prisma } from "@/lib/generated/prisma/client";

export const companySelect = {
  id: true,
  name: true,
  website: true,
  industry: true,
  size: true,
  createdAt: true,
  updatedAt: true,
  version: true,
} satisfies Prisma.CompanySelect;

export type CompanyRecord = Prisma.CompanyGetPayload<{ select: typeof companySelect }>;
