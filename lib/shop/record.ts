// What a shop item is to the API: the columns every read and write selects, and the
// record type derived from them (shared by schema.ts's row type and service.ts).
import type { Prisma } from "@/lib/generated/prisma/client";

export const shopItemSelect = {
  id: true,
  name: true,
  description: true,
  price: true,
  category: true,
  tier: true,
  isActive: true,
  blur: true,
  hasBonuses: true,
  order: true,
  createdAt: true,
  updatedAt: true,
  version: true,
} satisfies Prisma.ShopItemSelect;

export type ShopItemRecord = Prisma.ShopItemGetPayload<{ select: typeof shopItemSelect }>;
