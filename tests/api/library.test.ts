import crypto from "node:crypto";
import { GET as listRoute, POST as createRoute } from "@/app/api/admin/library/route";
import { DELETE as deleteRoute, PATCH as updateRoute } from "@/app/api/admin/library/[id]/route";
import { POST as releaseRoute } from "@/app/api/admin/library/[id]/release-bonuses/route";
import { POST as bulkDeleteRoute } from "@/app/api/admin/library/bulk-delete/route";
import { parseLinkHeader } from "@/lib/api/pagination";
import { db } from "@/lib/db";
import { LIBRARY_ERRORS, LIBRARY_VALIDATION } from "@/lib/library/messages";
import type { PurchaseRow } from "@/lib/library/schema";
import { auditTrail } from "../helpers/audit-trail";
import { callRoute } from "../helpers/request";
import { resourceClient } from "../helpers/resource-client";
import { cookieFor, createTestUser } from "../helpers/session";
import { uniqueTag } from "../helpers/fixtures";

const admin = () => cookieFor("admin");

const { list, listRows, create, update, remove } = resourceClient<PurchaseRow>("/api/admin/library", {
  list: listRoute,
  create: createRoute,
  update: updateRoute,
  remove: deleteRoute,
});
const release = async (id: string) =>
  callRoute(releaseRoute, {
    method: "POST",
    cookie: await admin(),
    params: { id },
    path: `/api/admin/library/${id}/release-bonuses`,
  });
const bulkDelete = async (body: unknown) => callRoute(bulkDeleteRoute, { method: "POST", cookie: await admin(), body });

const search = (text: string) => `search=${encodeURIComponent(text)}`;

const shopItem = (name: string, hasBonuses = false) =>
  db.shopItem.create({ data: { name, description: "Test item", price: "$9.99", category: "Books", hasBonuses } });

describe("access", () => {
  const id = crypto.randomUUID();
  it.each([
    ["GET", listRoute, {}],
    ["POST", createRoute, {}],
    ["PATCH", updateRoute, { params: { id } }],
    ["DELETE", deleteRoute, { params: { id } }],
    ["POST", releaseRoute, { params: { id } }],
    ["POST", bulkDeleteRoute, {}],
  ] as const)("%s answers 401 without a session and 403 to a non-admin", async (method, handler, extra) => {
    const body = method === "GET" ? undefined : { userId: "x", shopItemId: "y", purchaseIds: [id] };
    expect((await callRoute(handler, { method, body, ...extra })).status).toBe(401);
    expect((await callRoute(handler, { method, body, cookie: await cookieFor("user"), ...extra })).status).toBe(403);
  });
});

describe("a purchase's round trip", () => {
  it("is created, found by search, updated (keeping purchasedAt), deleted, each change audited with before and after", async () => {
    const tag = uniqueTag();
    const user = await createTestUser();
    const item = await shopItem(`Ebook ${tag}`);
    const other = await shopItem(`Course ${tag}`);

    const created = await create({ userId: user.id, shopItemId: item.id });
    expect(created.status).toBe(201);
    const row = created.json() as PurchaseRow;
    expect(row).toMatchObject({
      userId: user.id,
      shopItemId: item.id,
      bonusesReleased: false,
      user: { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email, handle: user.handle },
      shopItem: { id: item.id, name: item.name, price: "$9.99", category: "Books", hasBonuses: false },
    });
    expect(Object.keys(row).sort()).toEqual([
      "bonusesReleased",
      "id",
      "purchasedAt",
      "shopItem",
      "shopItemId",
      "user",
      "userId",
      "version",
    ]);

    // Over the buyer's name, email, handle and id and the item's name, case-insensitive; every word must match.
    for (const text of [
      user.lastName!.toUpperCase(),
      user.email!,
      user.handle!,
      user.id,
      `ebook ${tag}`,
      `${user.lastName} ${tag}`,
    ]) {
      const found = await listRows(search(text));
      expect({ text, ids: found.map((purchase) => purchase.id) }).toEqual({ text, ids: [row.id] });
    }
    expect((await list(search(`ebook ${tag}`))).headers.get("x-total-count")).toBe("1");
    expect(await listRows(search(`course ${tag}`))).toEqual([]);

    const updated = await update(row.id, { userId: user.id, shopItemId: other.id });
    expect(updated.status).toBe(200);
    expect(updated.json()).toMatchObject({
      id: row.id,
      shopItemId: other.id,
      shopItem: { name: other.name },
      purchasedAt: row.purchasedAt,
    });
    expect((await listRows(search(`course ${tag}`))).map((purchase) => purchase.id)).toEqual([row.id]);

    const deleted = await remove(row.id);
    expect(deleted.status).toBe(200);
    expect(deleted.json()).toEqual({ id: row.id });
    expect(await db.userPurchase.count({ where: { id: row.id } })).toBe(0);
    expect((await remove(row.id)).status).toBe(404);

    const trail = await auditTrail("purchase", row.id);
    expect(trail[0]).toMatchObject({
      before: null,
      after: { userId: user.id, shopItemId: item.id, bonusesReleased: false },
    });
    expect(trail[1]).toMatchObject({
      before: { shopItemId: item.id },
      after: { shopItemId: other.id, purchasedAt: row.purchasedAt },
    });
    expect(trail[2]).toMatchObject({ before: { shopItemId: other.id }, after: null });
  });
});

describe("validation", () => {
  it("refuses a missing or unknown user or shop item, storing nothing", async () => {
    const user = await createTestUser();
    const item = await shopItem(`Item ${uniqueTag()}`);
    const cases: [unknown, string][] = [
      [{ shopItemId: item.id }, LIBRARY_VALIDATION.userIdRequired],
      [{ userId: user.id }, LIBRARY_VALIDATION.shopItemIdRequired],
      [{ userId: " ", shopItemId: item.id }, LIBRARY_VALIDATION.userIdRequired],
      [{ userId: `missing-${uniqueTag()}`, shopItemId: item.id }, LIBRARY_ERRORS.userNotFound],
      [{ userId: user.id, shopItemId: crypto.randomUUID() }, LIBRARY_ERRORS.shopItemNotFound],
      [{ userId: user.id, shopItemId: "not\u0000an id" }, LIBRARY_ERRORS.shopItemNotFound],
    ];
    for (const [body, message] of cases) {
      const response = await create(body);
      expect({ body, status: response.status, text: response.text }).toEqual({ body, status: 400, text: message });
    }
    expect(await db.userPurchase.count({ where: { userId: user.id } })).toBe(0);
  });

  it("refuses an update to an unknown user and answers 404 for an unknown purchase", async () => {
    const user = await createTestUser();
    const item = await shopItem(`Item ${uniqueTag()}`);
    const purchase = await db.userPurchase.create({ data: { userId: user.id, shopItemId: item.id } });
    const refused = await update(purchase.id, { userId: `missing-${uniqueTag()}`, shopItemId: item.id });
    expect([refused.status, refused.text]).toEqual([400, LIBRARY_ERRORS.userNotFound]);
    expect(await db.userPurchase.findUnique({ where: { id: purchase.id }, select: { userId: true } })).toEqual({
      userId: user.id,
    });
    const missing = await update(crypto.randomUUID(), { userId: user.id, shopItemId: item.id });
    expect([missing.status, missing.text]).toEqual([404, LIBRARY_ERRORS.notFound]);
    expect((await release(crypto.randomUUID())).status).toBe(404);
  });

  it("refuses a search longer than 100 characters and a page size beyond 200", async () => {
    expect((await list(search("x".repeat(101)))).status).toBe(400);
    expect((await list("limit=201")).status).toBe(400);
  });
});

describe("bulk delete", () => {
  it("needs at least one id (SPEC §5), deletes all or nothing and writes one audit entry", async () => {
    for (const body of [{}, { purchaseIds: [] }, { purchaseIds: "x" }]) {
      const response = await bulkDelete(body);
      expect([response.status, response.text]).toEqual([400, LIBRARY_VALIDATION.purchaseIdsRequired]);
    }
    const user = await createTestUser();
    const item = await shopItem(`Item ${uniqueTag()}`);
    const purchases = await Promise.all(
      [1, 2, 3].map(() => db.userPurchase.create({ data: { userId: user.id, shopItemId: item.id } })),
    );
    const ids = purchases.map((purchase) => purchase.id);

    const refused = await bulkDelete({ purchaseIds: [ids[0], crypto.randomUUID()] });
    expect([refused.status, refused.text]).toEqual([404, LIBRARY_ERRORS.notFound]);
    expect(await db.userPurchase.count({ where: { userId: user.id } })).toBe(3);

    const response = await bulkDelete({ purchaseIds: [ids[0], ids[1], ids[0]] });
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ deleted: 2, batch: expect.any(String) });
    expect((await db.userPurchase.findMany({ where: { userId: user.id } })).map((purchase) => purchase.id)).toEqual([
      ids[2],
    ]);
    const audit = await db.auditLog.findFirstOrThrow({
      where: { action: "purchase.bulk_delete" },
      orderBy: { createdAt: "desc" },
    });
    expect(audit.details).toMatchObject({ after: null, deleted: 2 });
    expect((audit.details as { before: { id: string }[] }).before.map((entry) => entry.id).sort()).toEqual(
      [ids[0], ids[1]].sort(),
    );
  });
});

describe("releasing bonuses (SPEC §4)", () => {
  it("goes from not released to released once; a second release is a 409 and changes nothing", async () => {
    const user = await createTestUser();
    const item = await shopItem(`Bonus ${uniqueTag()}`, true);
    const purchase = await db.userPurchase.create({ data: { userId: user.id, shopItemId: item.id } });

    const first = await release(purchase.id);
    expect(first.status).toBe(200);
    expect(first.json()).toMatchObject({ id: purchase.id, bonusesReleased: true, shopItem: { hasBonuses: true } });
    const second = await release(purchase.id);
    expect([second.status, second.text]).toEqual([409, LIBRARY_ERRORS.alreadyReleased]);

    const audits = await db.auditLog.findMany({ where: { action: "purchase.release_bonuses", targetId: purchase.id } });
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toMatchObject({ before: { bonusesReleased: false }, after: { bonusesReleased: true } });

    // Editing without changing buyer or item keeps the release; a new item starts unreleased.
    expect((await update(purchase.id, { userId: user.id, shopItemId: item.id })).json()).toMatchObject({
      bonusesReleased: true,
    });
    const other = await shopItem(`Other ${uniqueTag()}`, true);
    expect((await update(purchase.id, { userId: user.id, shopItemId: other.id })).json()).toMatchObject({
      bonusesReleased: false,
    });
  });

  it("refuses an item without bonuses with a 409", async () => {
    const user = await createTestUser();
    const item = await shopItem(`Plain ${uniqueTag()}`);
    const purchase = await db.userPurchase.create({ data: { userId: user.id, shopItemId: item.id } });
    const response = await release(purchase.id);
    expect([response.status, response.text]).toEqual([409, LIBRARY_ERRORS.noBonuses]);
    expect(await db.userPurchase.findUnique({ where: { id: purchase.id }, select: { bonusesReleased: true } })).toEqual(
      { bonusesReleased: false },
    );
  });

  it("lets only one of two simultaneous releases through", async () => {
    const user = await createTestUser();
    const item = await shopItem(`Race ${uniqueTag()}`, true);
    const purchase = await db.userPurchase.create({ data: { userId: user.id, shopItemId: item.id } });
    const statuses = (await Promise.all([release(purchase.id), release(purchase.id)]))
      .map((response) => response.status)
      .sort();
    expect(statuses).toEqual([200, 409]);
  });
});

describe("search at scale", () => {
  it("finds purchases by a word that matches more users than an id list holds", async () => {
    const tag = uniqueTag();
    // 1,001 users match the word: the purchases are then filtered by a join, and counted up to a cap.
    await db.user.createMany({
      data: Array.from({ length: 1001 }, (_, index) => ({
        id: `broad-${tag}-${index}`,
        firstName: "Broad",
        lastName: `Match${tag}`,
      })),
    });
    const item = await shopItem(`Broad item ${tag}`);
    const purchase = await db.userPurchase.create({ data: { userId: `broad-${tag}-7`, shopItemId: item.id } });
    const response = await list(search(`match${tag}`));
    expect((response.json() as PurchaseRow[]).map((row) => row.id)).toEqual([purchase.id]);
    expect(response.headers.get("x-total-count")).toBe("1");
    await db.user.deleteMany({ where: { lastName: `Match${tag}` } });
  });
});

describe("paging", () => {
  it("lists newest purchase first, keyset-paged forward and back with ties on purchasedAt broken by id", async () => {
    const tag = uniqueTag();
    const user = await createTestUser();
    const item = await shopItem(`Paged ${tag}`);
    const base = Date.UTC(2020, 0, 1);
    // Five purchases, two of them at the same instant.
    const times = [base, base + 1000, base + 1000, base + 2000, base + 3000];
    for (const time of times)
      await db.userPurchase.create({ data: { userId: user.id, shopItemId: item.id, purchasedAt: new Date(time) } });
    const expected = (
      await db.userPurchase.findMany({
        where: { shopItemId: item.id },
        orderBy: [{ purchasedAt: "desc" }, { id: "desc" }],
      })
    ).map((row) => row.id);

    const seen: string[] = [];
    let query = `${search(`paged ${tag}`)}&limit=2`;
    const pages: string[] = [];
    for (;;) {
      const response = await list(query);
      expect(response.headers.get("x-total-count")).toBe("5");
      seen.push(...(response.json() as PurchaseRow[]).map((row) => row.id));
      pages.push(query);
      const next = parseLinkHeader(response.headers.get("link")).next;
      if (!next) break;
      query = new URL(next, "http://localhost").searchParams.toString();
    }
    expect(seen).toEqual(expected);
    expect(pages).toHaveLength(3);

    // Back from the last page.
    const last = await list(pages[2]!);
    const prev = parseLinkHeader(last.headers.get("link")).prev;
    expect(prev).toBeDefined();
    const back = await list(new URL(prev!, "http://localhost").searchParams.toString());
    expect((back.json() as PurchaseRow[]).map((row) => row.id)).toEqual(expected.slice(2, 4));
  });

  it("shows the first page for a cursor that does not decode", async () => {
    expect((await list("after=not-a-cursor&limit=1")).status).toBe(200);
  });
});
