// Audit completeness (./harness.ts) for the content routes: roadmap, shop and its bonus files,
// library, the trash (through a roadmap item), and webhooks (./webhooks.ts).
import crypto from "node:crypto";
import { db } from "@/lib/db";
import { objectStore } from "@/lib/storage/store";
import { uniqueTag } from "../fixtures";
import { SAMPLES } from "../sample-files";
import { createTestUser } from "../session";
import { bulkEdit, call, type ScenarioGroup } from "./harness";
import { WEBHOOK_SCENARIOS } from "./webhooks";

async function purchaseParties(hasBonuses = false) {
  const user = await createTestUser();
  const item = await db.shopItem.create({
    data: { name: `audit-${uniqueTag()}`, description: "Audit item", price: "Free", hasBonuses },
  });
  return { user, item };
}

/** A bonus file saved as metadata only (its bytes missing). */
function bonusFileRow(shopItemId: string, fileName: string) {
  return db.shopItemBonusFile.create({
    data: {
      shopItemId,
      fileName,
      storageKey: `shop-bonuses/${shopItemId}/${fileName}`,
      fileSize: 1,
      mimeType: "application/pdf",
    },
  });
}

async function auditPurchase(hasBonuses = false) {
  const { user, item } = await purchaseParties(hasBonuses);
  const purchase = await db.userPurchase.create({ data: { userId: user.id, shopItemId: item.id } });
  return { user, item, purchase };
}

/** A roadmap item deleted through its route, so it sits in the trash. */
async function trashedRoadmapItem() {
  const item = await db.roadmapItem.create({ data: { title: `audit-${uniqueTag()}` } });
  const deleted = await call("DELETE /api/admin/roadmap/[id]", { params: { id: item.id } });
  expect(deleted.status).toBe(200);
  return item;
}

export const SCENARIOS: ScenarioGroup = {
  ...WEBHOOK_SCENARIOS,
  "PATCH /api/admin/shop": async (actorId) => {
    const item = await db.shopItem.create({
      data: { name: `audit-${uniqueTag()}`, description: "Audit item", price: "Free", isActive: false },
    });
    const state = () => db.shopItem.findUnique({ where: { id: item.id }, select: { isActive: true } });
    return [bulkEdit(actorId, "shop_item.update", item, { isActive: true }, state)];
  },
  "PATCH /api/admin/roadmap": async (actorId) => {
    const item = await db.roadmapItem.create({ data: { title: `audit-${uniqueTag()}` } });
    const state = () => db.roadmapItem.findUnique({ where: { id: item.id }, select: { status: true } });
    return [bulkEdit(actorId, "roadmap_item.update", item, { status: "completed" }, state)];
  },
  "POST /api/admin/roadmap": async (actorId) => {
    const title = `audit-${uniqueTag()}`;
    const body = { title, status: "in_progress", date: "Q3 2026", order: 2 };
    return [
      {
        action: "roadmap_item.create",
        actorId,
        valid: { body },
        refused: { body: { ...body, status: "done" } },
        state: () => db.roadmapItem.count({ where: { title } }),
      },
    ];
  },
  "PATCH /api/admin/roadmap/[id]": async (actorId) => {
    const item = await db.roadmapItem.create({ data: { title: `audit-${uniqueTag()}` } });
    const params = { id: item.id };
    const body = { title: item.title, status: "completed" };
    const state = () => db.roadmapItem.findUnique({ where: { id: item.id }, select: { status: true, order: true } });
    return [
      {
        action: "roadmap_item.update",
        actorId,
        valid: { params, body },
        refused: { params, body: { ...body, order: 1.5 } },
        state,
      },
    ];
  },
  "DELETE /api/admin/roadmap/[id]": async (actorId) => {
    const item = await db.roadmapItem.create({ data: { title: `audit-${uniqueTag()}` } });
    const state = () => db.roadmapItem.count({ where: { id: item.id } });
    return [
      {
        action: "roadmap_item.delete",
        actorId,
        valid: { params: { id: item.id } },
        refused: { params: { id: crypto.randomUUID() } },
        state,
      },
    ];
  },
  "POST /api/admin/roadmap/bulk-delete": async (actorId) => {
    const item = await db.roadmapItem.create({ data: { title: `audit-${uniqueTag()}` } });
    const state = () => db.roadmapItem.count({ where: { id: item.id } });
    return [
      {
        action: "roadmap_item.bulk_delete",
        actorId,
        valid: { body: { itemIds: [item.id] } },
        refused: { body: { itemIds: [item.id, crypto.randomUUID()] } },
        state,
      },
    ];
  },
  "POST /api/admin/trash/restore": async (actorId) => {
    const item = await trashedRoadmapItem();
    const state = () => db.roadmapItem.count({ where: { id: item.id } });
    return [
      {
        action: "trash.restore",
        actorId,
        valid: { body: { entries: [{ type: "roadmap_item", id: item.id }] } },
        refused: {
          body: {
            entries: [
              { type: "roadmap_item", id: item.id },
              { type: "contact", id: "missing" },
            ],
          },
        },
        state,
      },
    ];
  },
  "POST /api/admin/trash/[type]/[id]/restore": async (actorId) => {
    const item = await trashedRoadmapItem();
    const state = () => db.roadmapItem.count({ where: { id: item.id } });
    return [
      {
        action: "trash.restore",
        actorId,
        valid: { params: { type: "roadmap_item", id: item.id } },
        refused: { params: { type: "roadmap_item", id: crypto.randomUUID() } },
        state,
      },
    ];
  },
  "DELETE /api/admin/trash/[type]/[id]": async (actorId) => {
    const item = await trashedRoadmapItem();
    const state = () => db.trashEntry.count({ where: { recordId: item.id } });
    return [
      {
        action: "trash.delete",
        actorId,
        valid: { params: { type: "roadmap_item", id: item.id } },
        refused: { params: { type: "roadmap_item", id: crypto.randomUUID() } },
        state,
      },
    ];
  },
  "PUT /api/admin/roadmap/order": async (actorId) => {
    await db.roadmapItem.createMany({ data: [{ title: `audit-${uniqueTag()}` }, { title: `audit-${uniqueTag()}` }] });
    const ids = (
      await db.roadmapItem.findMany({
        orderBy: [{ order: "asc" }, { createdAt: "asc" }, { id: "asc" }],
        select: { id: true },
      })
    ).map((item) => item.id);
    const state = () => db.roadmapItem.findMany({ orderBy: { id: "asc" }, select: { id: true, order: true } });
    // Refused: a list that leaves an item out (stale).
    return [
      {
        action: "roadmap_item.reorder",
        actorId,
        valid: { body: { itemIds: ids.toReversed() } },
        refused: { body: { itemIds: ids.slice(1).toReversed() } },
        state,
      },
    ];
  },
  "POST /api/admin/shop": async (actorId) => {
    const name = `audit-${uniqueTag()}`;
    const body = { name, description: "Audit item", price: "$1.00" };
    return [
      {
        action: "shop_item.create",
        actorId,
        valid: { body },
        refused: { body: { ...body, price: " " } },
        state: () => db.shopItem.count({ where: { name } }),
      },
    ];
  },
  "PATCH /api/admin/shop/[id]": async (actorId) => {
    const item = await db.shopItem.create({
      data: { name: `audit-${uniqueTag()}`, description: "Audit item", price: "Free" },
    });
    const params = { id: item.id };
    const body = { name: item.name, description: item.description, price: "$2.00", order: 3 };
    const state = () => db.shopItem.findUnique({ where: { id: item.id }, select: { price: true, order: true } });
    return [
      {
        action: "shop_item.update",
        actorId,
        valid: { params, body },
        refused: { params, body: { ...body, order: 1.5 } },
        state,
      },
    ];
  },
  "DELETE /api/admin/shop/[id]": async (actorId) => {
    const item = await db.shopItem.create({
      data: { name: `audit-${uniqueTag()}`, description: "Audit item", price: "Free" },
    });
    const state = () => db.shopItem.count({ where: { id: item.id } });
    return [
      {
        action: "shop_item.delete",
        actorId,
        valid: { params: { id: item.id } },
        refused: { params: { id: crypto.randomUUID() } },
        state,
      },
    ];
  },
  "POST /api/admin/shop/bulk-delete": async (actorId) => {
    const item = await db.shopItem.create({
      data: { name: `audit-${uniqueTag()}`, description: "Audit item", price: "Free" },
    });
    const state = () => db.shopItem.count({ where: { id: item.id } });
    return [
      {
        action: "shop_item.bulk_delete",
        actorId,
        valid: { body: { itemIds: [item.id] } },
        refused: { body: { itemIds: [item.id, crypto.randomUUID()] } },
        state,
      },
    ];
  },
  "POST /api/admin/shop/[id]/bonuses/upload": async (actorId) => {
    const { item } = await purchaseParties(true);
    const file = (fileName: string) => ({ fileName, storageKey: `shop-bonuses/${item.id}/${fileName}`, fileSize: 10 });
    const state = () => db.shopItemBonusFile.count({ where: { shopItemId: item.id } });
    const params = { id: item.id };
    return [
      {
        action: "shop_bonus.save_metadata",
        actorId,
        valid: { params, body: { files: [file("a.pdf")] } },
        refused: { params, body: { files: [file("b.exe")] } },
        state,
      },
    ];
  },
  "DELETE /api/admin/shop/[id]/bonuses/[fileId]": async (actorId) => {
    const { item } = await purchaseParties(true);
    const file = await bonusFileRow(item.id, "gone.pdf");
    const state = () => db.shopItemBonusFile.count({ where: { id: file.id } });
    return [
      {
        action: "shop_bonus.delete",
        actorId,
        valid: { params: { id: item.id, fileId: file.id } },
        refused: { params: { id: item.id, fileId: crypto.randomUUID() } },
        state,
      },
    ];
  },
  "POST /api/admin/shop/[id]/bonuses/[fileId]/confirm": async (actorId) => {
    const { item } = await purchaseParties(true);
    const [arrived, missing] = await Promise.all([
      bonusFileRow(item.id, "arrived.pdf"),
      bonusFileRow(item.id, "missing.pdf"),
    ]);
    await objectStore().put(arrived.storageKey, SAMPLES.pdf, "application/pdf");
    const state = () => db.shopItemBonusFile.findUnique({ where: { id: arrived.id }, select: { fileSize: true } });
    return [
      {
        action: "shop_bonus.confirm_upload",
        actorId,
        valid: { params: { id: item.id, fileId: arrived.id } },
        refused: { params: { id: item.id, fileId: missing.id } },
        state,
      },
    ];
  },
  "POST /api/admin/library": async (actorId) => {
    const { user, item } = await purchaseParties();
    const state = () => db.userPurchase.count({ where: { userId: user.id } });
    return [
      {
        action: "purchase.create",
        actorId,
        valid: { body: { userId: user.id, shopItemId: item.id } },
        refused: { body: { userId: user.id, shopItemId: crypto.randomUUID() } },
        state,
      },
    ];
  },
  "PATCH /api/admin/library/[id]": async (actorId) => {
    const { user, item, purchase } = await auditPurchase();
    const other = await db.shopItem.create({
      data: { name: `audit-${uniqueTag()}`, description: "Audit item", price: "Free" },
    });
    const params = { id: purchase.id };
    const state = () => db.userPurchase.findUnique({ where: { id: purchase.id }, select: { shopItemId: true } });
    return [
      {
        action: "purchase.update",
        actorId,
        valid: { params, body: { userId: user.id, shopItemId: other.id } },
        refused: { params, body: { userId: `missing-${uniqueTag()}`, shopItemId: item.id } },
        state,
      },
    ];
  },
  "DELETE /api/admin/library/[id]": async (actorId) => {
    const { purchase } = await auditPurchase();
    const state = () => db.userPurchase.count({ where: { id: purchase.id } });
    return [
      {
        action: "purchase.delete",
        actorId,
        valid: { params: { id: purchase.id } },
        refused: { params: { id: crypto.randomUUID() } },
        state,
      },
    ];
  },
  "POST /api/admin/library/bulk-delete": async (actorId) => {
    const { purchase } = await auditPurchase();
    const state = () => db.userPurchase.count({ where: { id: purchase.id } });
    return [
      {
        action: "purchase.bulk_delete",
        actorId,
        valid: { body: { purchaseIds: [purchase.id] } },
        refused: { body: { purchaseIds: [purchase.id, crypto.randomUUID()] } },
        state,
      },
    ];
  },
  "POST /api/admin/library/[id]/release-bonuses": async (actorId) => {
    const { purchase } = await auditPurchase(true);
    const plain = await auditPurchase(false);
    const state = () =>
      db.userPurchase.findMany({
        where: { id: { in: [purchase.id, plain.purchase.id] } },
        select: { id: true, bonusesReleased: true },
        orderBy: { id: "asc" },
      });
    // Refused: an item without bonuses (409).
    return [
      {
        action: "purchase.release_bonuses",
        actorId,
        valid: { params: { id: purchase.id } },
        refused: { params: { id: plain.purchase.id } },
        state,
      },
    ];
  },
};
