// What a purchase is to the API: the columns every read and write selects, and the
// record type derived from them (shared by schema.ts's row type and service.ts).
import type { Prisma } from "@/lib/generated/prisma/client";

export const purchaseSelect = {
  id: true,
  userId: true,
  shopItemId: true,
  purchasedAt: true,
  bonusesReleased: true,
  version: true,
  user: { select: { id: true, firstName: true, lastName: true, email: true, handle: true } },
  shopItem: { select: { id: true, name: true, category: true, price: true, hasBonuses: true } },
} satisfies Prisma.UserPurchaseSelect;

export type PurchaseRecord = Prisma.UserPurchaseGetPayload<{ select: typeof purchaseSelect }>;
