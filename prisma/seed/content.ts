import type { Faker } from "@faker-js/faker";
import type { Prisma, PrismaClient } from "../../lib/generated/prisma/client";
import { insertInBatches } from "./batch";
import { columnInserter, type Columns } from "./insert-columns";
import { RoadmapStatus } from "../../lib/generated/prisma/enums";

const ROADMAP_PER_STATUS = 4;
const SHOP_ITEMS = 10;
const BONUS_TYPES = [
  { extension: "pdf", mimeType: "application/pdf" },
  { extension: "zip", mimeType: "application/zip" },
  { extension: "mp3", mimeType: "audio/mpeg" },
];

const PURCHASE_COLUMNS: Columns<
  Required<Pick<Prisma.UserPurchaseCreateManyInput, "id" | "userId" | "shopItemId" | "purchasedAt" | "bonusesReleased">>
> = {
  id: ["id", "text"],
  userId: ["user_id", "text"],
  shopItemId: ["shop_item_id", "text"],
  purchasedAt: ["purchased_at", "timestamp(3)"],
  bonusesReleased: ["bonuses_released", "boolean"],
};

/** Purchases spread over the past year; generated lazily so 100,000 of them never sit in memory at once. */
function* purchaseRows(faker: Faker, count: number, userIds: string[], items: { id: string }[]) {
  for (let index = 0; index < count; index++) {
    yield {
      id: faker.string.uuid(),
      userId: faker.helpers.arrayElement(userIds),
      shopItemId: faker.helpers.arrayElement(items).id,
      purchasedAt: faker.date.past({ years: 1 }),
      bonusesReleased: faker.datatype.boolean(0.3),
    };
  }
}

export async function seedContent(prisma: PrismaClient, faker: Faker, userIds: string[], purchases: number) {
  await prisma.roadmapItem.createMany({
    data: Object.values(RoadmapStatus).flatMap((status, statusIndex) =>
      Array.from({ length: ROADMAP_PER_STATUS }, (_, index) => ({
        title: faker.company.buzzPhrase(),
        description: faker.lorem.sentence(),
        status,
        date: index === 3 ? null : `Q${(index % 4) + 1} ${2026 + statusIndex}`,
        order: statusIndex * ROADMAP_PER_STATUS + index,
      })),
    ),
  });

  const items = Array.from({ length: SHOP_ITEMS }, (_, index) => ({
    id: faker.string.uuid(),
    name: faker.commerce.productName(),
    description: faker.commerce.productDescription(),
    price: index % 5 === 0 ? "Free" : `$${faker.commerce.price({ min: 1, max: 99 })}`,
    category: index % 4 === 0 ? null : faker.commerce.department(),
    tier: String((index % 3) + 1),
    isActive: index % 6 !== 5,
    blur: index % 7 === 3,
    hasBonuses: index % 3 === 0,
    order: index,
  }));
  await prisma.shopItem.createMany({ data: items });

  await prisma.shopItemBonusFile.createMany({
    data: items
      .filter((item) => item.hasBonuses)
      .flatMap((item) =>
        BONUS_TYPES.slice(0, 2).map(({ extension, mimeType }) => {
          const fileName = `${faker.system.fileName({ extensionCount: 0 })}.${extension}`;
          return {
            shopItemId: item.id,
            fileName,
            storageKey: `shop-bonuses/${item.id}/${fileName}`,
            fileSize: faker.number.int({ min: 10_000, max: 50_000_000 }),
            mimeType,
          };
        }),
      ),
  });

  if (userIds.length === 0) return;
  await insertInBatches(
    purchaseRows(faker, purchases, userIds, items),
    columnInserter(prisma, "user_purchases", PURCHASE_COLUMNS),
  );
}
