// Optimistic versions on every record resource: If-Match on PATCH and DELETE,
// 412 naming who changed the record and when, nothing changed by a stale call,
// and PATCH bodies that name only what they change (the roadmap's: roadmap.test.ts).
import { POST as createActivityRoute } from "@/app/api/admin/activities/route";
import { DELETE as deleteActivityRoute, PATCH as patchActivityRoute } from "@/app/api/admin/activities/[id]/route";
import { POST as createCompanyRoute } from "@/app/api/admin/companies/route";
import { DELETE as deleteCompanyRoute, PATCH as patchCompanyRoute } from "@/app/api/admin/companies/[id]/route";
import { POST as createContactRoute } from "@/app/api/admin/contacts/route";
import { DELETE as deleteContactRoute, PATCH as patchContactRoute } from "@/app/api/admin/contacts/[id]/route";
import { POST as createDealRoute } from "@/app/api/admin/deals/route";
import { DELETE as deleteDealRoute, PATCH as patchDealRoute } from "@/app/api/admin/deals/[id]/route";
import { POST as createPurchaseRoute } from "@/app/api/admin/library/route";
import { DELETE as deletePurchaseRoute, PATCH as patchPurchaseRoute } from "@/app/api/admin/library/[id]/route";
import { POST as releaseBonusesRoute } from "@/app/api/admin/library/[id]/release-bonuses/route";
import { POST as createRoleRoute } from "@/app/api/admin/roles/route";
import { DELETE as deleteRoleRoute, PATCH as patchRoleRoute } from "@/app/api/admin/roles/[id]/route";
import { POST as createShopRoute } from "@/app/api/admin/shop/route";
import { DELETE as deleteShopRoute, PATCH as patchShopRoute } from "@/app/api/admin/shop/[id]/route";
import { PUT as changeUserIdRoute } from "@/app/api/admin/users/[id]/change-id/route";
import { DELETE as deleteUserRoute, PATCH as patchUserRoute } from "@/app/api/admin/users/[id]/route";
import { db } from "@/lib/db";
import { IF_MATCH_UNSUPPORTED } from "@/lib/records/version";
import { SHOP_TEXT } from "@/lib/shop/messages";
import { uniqueTag } from "../helpers/fixtures";
import {
  admin,
  auditCount,
  createRow,
  describeVersions,
  patch,
  type Route,
  type Row,
  type VersionedResource,
} from "../helpers/record-versions";
import { callRoute } from "../helpers/request";
import { cookieFor, createTestUser, seedUserId } from "../helpers/session";

async function shopItemBody(tag: string) {
  return { name: `Item ${tag}`, description: "A thing", price: "$1", hasBonuses: true };
}

const RESOURCES: VersionedResource[] = [
  {
    name: "contacts",
    noun: "contact",
    targetType: "contact",
    create: createContactRoute,
    patch: patchContactRoute,
    remove: deleteContactRoute,
    body: async (tag) => ({ firstName: "Ver", lastName: tag }),
    change: async () => ({ status: "customer" }),
  },
  {
    name: "companies",
    noun: "company",
    targetType: "company",
    create: createCompanyRoute,
    patch: patchCompanyRoute,
    remove: deleteCompanyRoute,
    body: async (tag) => ({ name: `Company ${tag}` }),
    change: async () => ({ industry: "Shipping" }),
  },
  {
    name: "deals",
    noun: "deal",
    targetType: "deal",
    create: createDealRoute,
    patch: patchDealRoute,
    remove: deleteDealRoute,
    body: async (tag) => ({ title: `Deal ${tag}`, value: "1200.50", probability: 40 }),
    change: async () => ({ stage: "qualified" }),
  },
  {
    name: "activities",
    noun: "activity",
    targetType: "activity",
    create: createActivityRoute,
    patch: patchActivityRoute,
    remove: deleteActivityRoute,
    body: async (tag) => ({ title: `Call ${tag}`, type: "call", description: "Agenda" }),
    change: async () => ({ completed: true }),
  },
  {
    name: "shop",
    noun: "shop item",
    targetType: "shop_item",
    create: createShopRoute,
    patch: patchShopRoute,
    remove: deleteShopRoute,
    body: shopItemBody,
    change: async () => ({ blur: true }),
  },
  {
    name: "library",
    noun: "purchase",
    targetType: "purchase",
    create: createPurchaseRoute,
    patch: patchPurchaseRoute,
    remove: deletePurchaseRoute,
    body: async (tag) => {
      const item = await db.shopItem.create({ data: await shopItemBody(tag), select: { id: true } });
      return { userId: await seedUserId("user"), shopItemId: item.id };
    },
    change: async () => ({ userId: await seedUserId("admin") }),
  },
  {
    name: "roles",
    noun: "role",
    targetType: "role",
    create: createRoleRoute,
    patch: patchRoleRoute,
    remove: deleteRoleRoute,
    body: async (tag) => ({ name: `Role ${tag}`, permissions: ["users.read"] }),
    change: async () => ({ description: "Answers the support queue" }),
    actor: () => cookieFor("superadmin"),
  },
];

describe.each(RESOURCES)("$name", describeVersions);

describe("PATCH bodies name only what they change", () => {
  const deals = RESOURCES.find((resource) => resource.name === "deals")!;
  const activities = RESOURCES.find((resource) => resource.name === "activities")!;
  const shop = RESOURCES.find((resource) => resource.name === "shop")!;

  it("the board's stage move keeps every other field of the deal", async () => {
    const deal = await createRow(deals);
    const moved = (await patch(deals, deal.id, { stage: "proposal" }, '"1"')).json() as Row;
    expect(moved).toEqual({
      ...deal,
      stage: "proposal",
      version: 2,
      updatedAt: expect.any(String),
    });
  });

  it("complete and reopen flip `completed` alone", async () => {
    const activity = await createRow(activities);
    const completed = (await patch(activities, activity.id, { completed: true }, '"1"')).json() as Row;
    expect(completed).toMatchObject({ title: activity.title, description: "Agenda", type: "call", completed: true });
  });

  it("a field given empty is still refused, and a shop item's rules hold over the item the patch leaves", async () => {
    const deal = await createRow(deals);
    expect((await patch(deals, deal.id, { title: "" })).status).toBe(400);
    const item = await createRow(shop);
    expect(await patch(shop, item.id, { description: "" })).toMatchObject({ status: 400, text: SHOP_TEXT.activeHint });
    expect(await patch(shop, item.id, { isActive: false, description: "" })).toMatchObject({ status: 400 });
    expect(await auditCount(deal.id)).toBe(1);
    expect(await auditCount(item.id)).toBe(1);
  });
});

describe("release bonuses", () => {
  it("is a versioned change of the purchase", async () => {
    const library = RESOURCES.find((resource) => resource.name === "library")!;
    const purchase = await createRow(library);
    const release = (ifMatch: string) =>
      admin().then((cookie) =>
        callRoute(releaseBonusesRoute, {
          method: "POST",
          cookie,
          params: { id: purchase.id },
          headers: { "if-match": ifMatch },
        }),
      );
    expect((await release('"7"')).status).toBe(412);
    expect((await release('"1"')).json()).toMatchObject({ bonusesReleased: true, version: 2 });
  });
});

describe("users: versions", () => {
  const call = async (route: Route, method: string, id: string, ifMatch: string, body?: unknown) =>
    callRoute(route, {
      method,
      cookie: await cookieFor("superadmin"),
      params: { id },
      body,
      headers: { "if-match": ifMatch },
    });

  it("ban, unban, admin rights, id change and delete check the version the admin saw", async () => {
    const target = await createTestUser();
    expect((await call(patchUserRoute, "PATCH", target.id, '"1"', { isBanned: true })).json()).toMatchObject({
      isBanned: true,
      version: 2,
    });
    const stale = await call(patchUserRoute, "PATCH", target.id, '"1"', { isAdmin: true });
    expect(stale.status).toBe(412);
    expect((stale.json() as { message: string }).message).toMatch(/^This user was changed by .+ at \d\d:\d\d UTC\./);
    const newId = `moved-${uniqueTag()}`;
    expect((await call(changeUserIdRoute, "PUT", target.id, '"1"', { newId })).status).toBe(412);
    expect((await call(deleteUserRoute, "DELETE", target.id, '"1"')).status).toBe(412);
    expect(await db.user.findUnique({ where: { id: target.id }, select: { isAdmin: true } })).toEqual({
      isAdmin: false,
    });
    expect((await call(changeUserIdRoute, "PUT", target.id, '"2"', { newId })).json()).toMatchObject({
      id: newId,
      version: 3,
    });
    expect((await call(deleteUserRoute, "DELETE", newId, '"3"')).status).toBe(200);
  });

  it("lets one of two concurrent bans against the same version through", async () => {
    const target = await createTestUser();
    const responses = await Promise.all(
      [1, 2].map(() => call(patchUserRoute, "PATCH", target.id, '"1"', { isBanned: true })),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 412]);
  });
});

describe("who a 412 names", () => {
  it("nobody, when the version was raised without an entry of its own (a contact delete unlinking a deal)", async () => {
    const contact = await db.contact.create({ data: { firstName: "Gone", lastName: uniqueTag() } });
    const deals = RESOURCES.find((resource) => resource.name === "deals")!;
    const created = await callRoute(deals.create, {
      method: "POST",
      cookie: await admin(),
      body: { title: `Linked ${uniqueTag()}`, value: "1", contactId: contact.id },
    });
    const deal = created.json() as Row;
    await callRoute(deleteContactRoute, { method: "DELETE", cookie: await admin(), params: { id: contact.id } });
    const stale = await patch(deals, deal.id, { stage: "qualified" }, '"1"');
    expect(stale.status).toBe(412);
    expect(stale.json()).toMatchObject({ changedBy: null, current: { contactId: null, version: 2 } });
    expect((stale.json() as { message: string }).message).toMatch(/^This deal was changed at \d\d:\d\d UTC\./);
  });

  it("not the chat app: its activity stamp on a user is not an edit", async () => {
    const target = await createTestUser();
    await db.user.update({ where: { id: target.id }, data: { lastActiveAt: new Date() } });
    expect(await db.user.findUniqueOrThrow({ where: { id: target.id }, select: { version: true } })).toEqual({
      version: 1,
    });
  });
});

describe("If-Match where no version is checked", () => {
  it("is refused with 400, not ignored, and changes nothing", async () => {
    const lastName = `Unchecked${uniqueTag()}`;
    const response = await callRoute(createContactRoute, {
      method: "POST",
      cookie: await admin(),
      body: { firstName: "Ver", lastName },
      headers: { "if-match": '"1"' },
    });
    expect(response).toMatchObject({ status: 400, text: IF_MATCH_UNSUPPORTED });
    expect(await db.contact.count({ where: { lastName } })).toBe(0);
  });
});
