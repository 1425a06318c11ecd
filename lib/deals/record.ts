// What a deal is to the API: the columns every read and write selects, and the
// record type derived from them (shared by schema.ts's row type and service.ts).
import type { Prisma } from "@/lib/generated/prisma/client";
import type { DealStageValue } from "@/lib/deals/stages";

export const dealSelect = {
  id: true,
  title: true,
  description: true,
  value: true,
  stage: true,
  probability: true,
  expectedCloseDate: true,
  contactId: true,
  companyId: true,
  createdAt: true,
  updatedAt: true,
  version: true,
  contact: { select: { id: true, firstName: true, lastName: true } },
  company: { select: { id: true, name: true } },
} satisfies Prisma.DealSelect;

/** What the select reads, before value, stage and date take their API form. */
export type DealPayload = Prisma.DealGetPayload<{ select: typeof dealSelect }>;

/**
 * A deal as the API answers it. JSON.stringify of a Prisma Decimal drops
 * trailing zeros ("1234.5"), so the value is two-decimal text (toDealRecord); the
 * stage is SPEC's spelling and the date has no time (and so no time zone).
 */
export type DealRecord = Omit<DealPayload, "value" | "stage" | "expectedCloseDate"> & {
  value: string;
  stage: DealStageValue;
  expectedCloseDate: string | null;
};
