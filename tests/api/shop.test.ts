import crypto from "node:crypto";
import { GET as listShopRoute, POST as createShopRoute } from "@/app/api/admin/shop/route";
import { DELETE as deleteShopRoute, PATCH as updateShopRoute } from "@/app/api/admin/shop/[id]/route";
import { POST as bulkDeleteShopRoute } from "@/app/api/admin/shop/bulk-delete/route";
import { parseLinkHeader } from "@/lib/api/pagination";
import { db } from "@/lib/db";
import { SHOP_ERRORS, SHOP_TEXT, SHOP_VALIDATION } from "@/lib/shop/messages";
import { objectStore } from "@/lib/storage/store";
import type { ShopItemRow } from "@/lib/shop/schema";
import { auditTrail } from "../helpers/audit-trail";
import { callRoute } from "../helpers/request";
import { resourceClient } from "../helpers/resource-client";
import { cookieFor, createTestUser, seedUserId } from "../helpers/session";
import { uniqueTag } from "../helpers/fixtures";

const admin = () => cookieFor("admin");

const { list, listRows, create, update, remove } = resourceClient<ShopItemRow>("/api/admin/shop", {
  list: listShopRoute,
  create: createShopRoute,
  update: updateShopRoute,
  remove: deleteShopRoute,
});
const bulkDelete = async (body: unknown) =>
  callRoute(bulkDeleteShopRoute, { method: "POST", cookie: await admin(), path: "/api/admin/shop/bulk-delete", body });

const search = (text: string) => `search=${encodeURIComponent(text)}`;

function seedItem(
  name: string,
  data: { order?: number; category?: string; createdAt?: Date; hasBonuses?: boolean } = {},
) {
  return db.shopItem.create({ data: { name, description: "A seeded item", price: "$9.99", ...data } });
}

async function seedBonusFile(shopItemId: string, fileName: string, fileSize: number, uploadedAt?: Date) {
  return db.shopItemBonusFile.create({
    data: {
      shopItemId,
      fileName,
      fileSize,
      storageKey: `shop-bonuses/${shopItemId}/${fileName}`,
      mimeType: "application/pdf",
      uploadedAt,
    },
  });
}

describe("access", () => {
  const id = crypto.randomUUID();
  it.each([
    ["GET", listShopRoute, {}],
    ["POST", createShopRoute, {}],
    ["PATCH", updateShopRoute, { params: { id } }],
    ["DELETE", deleteShopRoute, { params: { id } }],
    ["POST", bulkDeleteShopRoute, {}],
  ] as const)("%s answers 401 without a session and 403 to a non-admin", async (method, handler, extra) => {
    const body = method === "GET" ? undefined : { name: "A", description: "B", price: "Free", itemIds: [id] };
    expect((await callRoute(handler, { method, body, ...extra })).status).toBe(401);
    expect((await callRoute(handler, { method, body, cookie: await cookieFor("user"), ...extra })).status).toBe(403);
  });
});

describe("a shop item's round trip", () => {
  it("is created, found by search, updated and deleted, each change audited with before and after", async () => {
    const tag = uniqueTag();
    const body = {
      name: ` Course ${tag} `,
      description: "Learn things",
      price: "$9.99",
      category: ` Courses${tag} `,
      tier: "2",
      blur: true,
      order: 4,
    };
    const created = await create(body);
    expect(created.status).toBe(201);
    const row = created.json() as ShopItemRow;
    // SPEC §3 defaults: active, no bonuses; blanks trimmed.
    expect(row).toMatchObject({
      name: `Course ${tag}`,
      description: "Learn things",
      price: "$9.99",
      category: `Courses${tag}`,
      tier: "2",
      isActive: true,
      blur: true,
      hasBonuses: false,
      order: 4,
    });
    expect(Object.keys(row).sort()).toEqual(
      [
        "id",
        "name",
        "description",
        "price",
        "category",
        "tier",
        "isActive",
        "blur",
        "hasBonuses",
        "order",
        "createdAt",
        "updatedAt",
        "version",
      ].sort(),
    );

    for (const text of [`course ${tag.toUpperCase()}`, `courses${tag}`, tag]) {
      expect({ text, ids: (await listRows(search(text))).map((item) => item.id) }).toEqual({ text, ids: [row.id] });
    }
    expect((await list(search(tag))).headers.get("x-total-count")).toBe("1");

    const updated = await update(row.id, {
      ...body,
      price: "Free",
      category: "",
      tier: " ",
      isActive: false,
      hasBonuses: true,
      order: "7",
    });
    expect(updated.status).toBe(200);
    expect(updated.json()).toMatchObject({
      id: row.id,
      price: "Free",
      category: null,
      tier: null,
      isActive: false,
      hasBonuses: true,
      order: 7,
    });

    const deleted = await remove(row.id);
    expect(deleted.status).toBe(200);
    expect(deleted.json()).toEqual({ id: row.id, removed: { bonusFiles: 0, purchases: 0 } });
    expect(await db.shopItem.count({ where: { id: row.id } })).toBe(0);

    const trail = await auditTrail("shop_item", row.id);
    expect(trail[0]).toMatchObject({
      before: null,
      after: { name: `Course ${tag}`, isActive: true, order: 4 },
    });
    expect(trail[1]).toMatchObject({
      before: { price: "$9.99", isActive: true },
      after: { price: "Free", isActive: false, category: null },
    });
    expect(trail[2]).toMatchObject({
      before: { price: "Free" },
      after: null,
      removed: { bonusFiles: 0, purchases: 0 },
    });
  });

  it("stores blank optional fields as null, with SPEC's defaults", async () => {
    const name = `Defaults ${uniqueTag()}`;
    const response = await create({ name, description: "D", price: "Free", category: " ", tier: "" });
    expect(response.status).toBe(201);
    expect(response.json()).toMatchObject({
      name,
      category: null,
      tier: null,
      isActive: true,
      blur: false,
      hasBonuses: false,
      order: 0,
    });
  });
});

describe("validation", () => {
  const name = `Invalid ${uniqueTag()}`;
  const valid = { name, description: "Desc", price: "$1" };
  const stored = () => db.shopItem.count({ where: { name } });

  it.each([
    // SPEC §4/§5: an active item needs name, description and price; the server says what the switch's hint says.
    ["an active item with a blank price", { ...valid, price: " " }, SHOP_TEXT.activeHint],
    ["an active item without a description", { name, price: "$1" }, SHOP_TEXT.activeHint],
    ["an explicitly active item with a blank name", { ...valid, name: "", isActive: true }, SHOP_TEXT.activeHint],
    ["an inactive item with a blank name", { ...valid, name: "", isActive: false }, SHOP_VALIDATION.nameRequired],
    [
      "an inactive item with a blank description",
      { ...valid, description: "  ", isActive: false },
      SHOP_VALIDATION.descriptionRequired,
    ],
    ["an inactive item with a blank price", { ...valid, price: "", isActive: false }, SHOP_VALIDATION.priceRequired],
    ["a numeric price", { ...valid, price: 9.99 }, SHOP_VALIDATION.priceRequired],
    ["a name over 200 characters", { ...valid, name: "x".repeat(201) }, SHOP_VALIDATION.nameTooLong],
    ["a price over 50 characters", { ...valid, price: "$".repeat(51) }, SHOP_VALIDATION.priceTooLong],
    ["a category over 100 characters", { ...valid, category: "c".repeat(101) }, SHOP_VALIDATION.categoryInvalid],
    ["a tier over 50 characters", { ...valid, tier: "t".repeat(51) }, SHOP_VALIDATION.tierInvalid],
    ["a text isActive", { ...valid, isActive: "yes" }, SHOP_VALIDATION.flagInvalid("isActive")],
    ["a null blur", { ...valid, blur: null }, SHOP_VALIDATION.flagInvalid("blur")],
    ["a fractional order", { ...valid, order: 1.5 }, SHOP_VALIDATION.orderInvalid],
    ["a non-numeric order", { ...valid, order: "first" }, SHOP_VALIDATION.orderInvalid],
    ["an order beyond the range", { ...valid, order: 2_000_000 }, SHOP_VALIDATION.orderInvalid],
  ])("POST refuses %s with 400 and its message, and stores nothing", async (_, body, message) => {
    const before = await stored();
    expect(await create(body)).toMatchObject({ status: 400, text: message });
    expect(await stored()).toBe(before);
  });

  it("accepts an inactive item only once every required field is filled", async () => {
    const response = await create({ ...valid, isActive: false });
    expect(response).toMatchObject({ status: 201 });
    expect(response.json()).toMatchObject({ isActive: false });
  });

  it("PATCH takes the same fields and leaves the item unchanged when it refuses", async () => {
    const item = await seedItem(`Patch ${uniqueTag()}`);
    const snapshot = () => db.shopItem.findUniqueOrThrow({ where: { id: item.id } });
    const before = await snapshot();
    const full = { name: item.name, description: item.description, price: item.price };
    expect(await update(item.id, { ...full, description: "" })).toMatchObject({
      status: 400,
      text: SHOP_TEXT.activeHint,
    });
    expect(await update(item.id, { ...full, order: 0.5 })).toMatchObject({
      status: 400,
      text: SHOP_VALIDATION.orderInvalid,
    });
    // A patch leaves the rest of the item as it is, and the item it leaves must keep the rules.
    expect(await update(item.id, { isActive: false, name: "" })).toMatchObject({
      status: 400,
      text: SHOP_VALIDATION.nameRequired,
    });
    expect(await snapshot()).toEqual(before);
    expect(await db.auditLog.count({ where: { action: "shop_item.update", targetId: item.id } })).toBe(0);
  });

  it("the list refuses a long search and a page size above 200", async () => {
    expect(await list(`search=${"x".repeat(101)}`)).toMatchObject({ status: 400, text: SHOP_VALIDATION.searchTooLong });
    expect((await list("limit=201")).status).toBe(400);
    expect((await list("limit=200")).status).toBe(200);
  });
});

describe("unknown ids", () => {
  it.each([crypto.randomUUID(), "not-a-uuid"])(
    "PATCH and DELETE of %s answer 404 'Shop item not found'",
    async (id) => {
      expect(await update(id, { name: "A", description: "B", price: "C" })).toMatchObject({
        status: 404,
        text: SHOP_ERRORS.notFound,
      });
      expect(await remove(id)).toMatchObject({ status: 404, text: SHOP_ERRORS.notFound });
    },
  );
});

describe("the list", () => {
  it("is in display order (order, then oldest first) and pages by cursor", async () => {
    const tag = uniqueTag();
    const at = (second: number) => new Date(Date.UTC(2024, 0, 1, 0, 0, second));
    const third = await seedItem(`Ordered ${tag} c`, { order: 2, createdAt: at(1) });
    const first = await seedItem(`Ordered ${tag} a`, { order: -1, createdAt: at(5) });
    const second = await seedItem(`Ordered ${tag} b`, { order: 2, createdAt: at(0) });
    const fourth = await seedItem(`Ordered ${tag} d`, { order: 2, createdAt: at(1) });
    const expected = [first, second, ...[third, fourth].sort((a, b) => a.id.localeCompare(b.id))].map(
      (item) => item.id,
    );
    expect((await listRows(search(tag))).map((item) => item.id)).toEqual(expected);

    const page1 = await list(`${search(tag)}&limit=3`);
    expect((page1.json() as ShopItemRow[]).map((item) => item.id)).toEqual(expected.slice(0, 3));
    expect(page1.headers.get("x-total-count")).toBe("4");
    const next = parseLinkHeader(page1.headers.get("link")).next!;
    const page2 = await callRoute(listShopRoute, { cookie: await admin(), path: next });
    expect((page2.json() as ShopItemRow[]).map((item) => item.id)).toEqual(expected.slice(3));
    const prev = parseLinkHeader(page2.headers.get("link")).prev!;
    const back = await callRoute(listShopRoute, { cookie: await admin(), path: prev });
    expect((back.json() as ShopItemRow[]).map((item) => item.id)).toEqual(expected.slice(0, 3));
  });

  it("serves the Library's picker: ?search=…&limit=20 over name and category", async () => {
    const tag = uniqueTag();
    const byName = await seedItem(`Picker${tag} ebook`);
    const byCategory = await seedItem(`Other ${uniqueTag()}`, { category: `Picker${tag}`, order: 1 });
    await seedItem(`Unrelated ${uniqueTag()}`);
    const found = await listRows(`${search(`picker${tag}`)}&limit=20`);
    expect(found.map((item) => item.id)).toEqual([byName.id, byCategory.id]);
    expect(found[0]).toMatchObject({ name: byName.name, price: "$9.99" });
  });
});

describe("deleting items", () => {
  it("removes an item's bonus-file rows and purchases, and audits how many", async () => {
    const item = await seedItem(`Cascade ${uniqueTag()}`, { hasBonuses: true });
    const other = await seedItem(`Kept ${uniqueTag()}`);
    await seedBonusFile(item.id, "a.pdf", 100);
    await seedBonusFile(item.id, "b.zip", 200);
    const buyer = await createTestUser();
    await db.userPurchase.createMany({
      data: [
        { userId: buyer.id, shopItemId: item.id },
        { userId: buyer.id, shopItemId: other.id },
      ],
    });

    const response = await remove(item.id);
    expect(response.json()).toEqual({ id: item.id, removed: { bonusFiles: 2, purchases: 1 } });
    expect(await db.shopItemBonusFile.count({ where: { shopItemId: item.id } })).toBe(0);
    expect(await db.userPurchase.count({ where: { userId: buyer.id } })).toBe(1);
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "shop_item.delete", targetId: item.id } });
    expect(audit.details).toMatchObject({ after: null, removed: { bonusFiles: 2, purchases: 1 } });
  });

  it("bulk deletes the named items with their files and purchases, in one audited change", async () => {
    const items = await Promise.all([seedItem(`Bulk ${uniqueTag()}`), seedItem(`Bulk ${uniqueTag()}`)]);
    const file = await seedBonusFile(items[0].id, "c.pdf", 10);
    await objectStore().put(file.storageKey, new Uint8Array(10), "application/pdf");
    const buyer = await createTestUser();
    await db.userPurchase.createMany({ data: items.map((item) => ({ userId: buyer.id, shopItemId: item.id })) });
    const ids = items.map((item) => item.id);

    const response = await bulkDelete({ itemIds: [...ids, ids[0]] });
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({
      deleted: 2,
      removed: { bonusFiles: 1, purchases: 2 },
      batch: expect.any(String),
    });
    expect(await db.shopItem.count({ where: { id: { in: ids } } })).toBe(0);
    // Kept for a restore until the purge.
    expect(await objectStore().size(file.storageKey)).toBe(10);
    const audit = await db.auditLog.findFirstOrThrow({
      where: { action: "shop_item.bulk_delete" },
      orderBy: { createdAt: "desc" },
    });
    expect(audit).toMatchObject({ actorId: await seedUserId("admin"), targetType: "shop_item" });
    expect(audit.details).toMatchObject({ deleted: 2, after: null, removed: { bonusFiles: 1, purchases: 2 } });
  });

  it.each([
    ["no ids", { itemIds: [] }],
    ["a missing list", {}],
    ["a list that is not an array", { itemIds: "abc" }],
    ["an empty id", { itemIds: [""] }],
  ])("bulk delete refuses %s with SPEC's 'At least one shop item ID is required'", async (_, body) => {
    expect(await bulkDelete(body)).toMatchObject({ status: 400, text: SHOP_VALIDATION.bulkIdsRequired });
  });

  it("bulk delete deletes nothing when one id names no item", async () => {
    const item = await seedItem(`Partial ${uniqueTag()}`);
    for (const missing of [crypto.randomUUID(), "not-a-uuid"]) {
      expect(await bulkDelete({ itemIds: [item.id, missing] })).toMatchObject({
        status: 404,
        text: SHOP_ERRORS.notFound,
      });
    }
    expect(await db.shopItem.count({ where: { id: item.id } })).toBe(1);
  });
});
