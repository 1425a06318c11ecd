// What a sanction is to the API: the columns every read selects, with who issued, lifted or voided it, and the
// record type derived from them (shared by schema.ts's row type and service.ts).
import type { Prisma } from "@/lib/generated/prisma/client";

// Who acted, by name: an admin's email is not for every moderator (users.email).
const person = { select: { id: true, firstName: true, lastName: true } } as const;

export const sanctionSelect = {
  id: true,
  userId: true,
  kind: true,
  reason: true,
  reasonText: true,
  note: true,
  startsAt: true,
  endsAt: true,
  liftedAt: true,
  liftReason: true,
  issuedInErrorAt: true,
  createdAt: true,
  updatedAt: true,
  issuedBy: person,
  liftedBy: person,
  issuedInErrorBy: person,
} satisfies Prisma.SanctionSelect;

export type SanctionRecord = Prisma.SanctionGetPayload<{ select: typeof sanctionSelect }>;

/** The user's columns the chat app reads (the restrictions feed, the webhooks' payloads). */
export const restrictionsSelect = {
  id: true,
  mutedUntil: true,
  suspendedUntil: true,
  isBanned: true,
} satisfies Prisma.UserSelect;

export type Restrictions = Prisma.UserGetPayload<{ select: typeof restrictionsSelect }>;
