// Every audited route (app/api/route-access.ts): a valid call writes exactly
// one audit row, naming who and what in words, a refused one none, and the
// row commits with the change: a trigger that fails the audit insert makes
// the whole call leave nothing.
// On a database of its own, so counts and the trigger concern this file only.
import crypto from "node:crypto";
import { ROUTE_ACCESS } from "@/app/api/route-access";
import type * as FixtureHelpers from "../helpers/fixtures";
import type * as PasswordModule from "@/lib/auth/password";
import type * as SessionHelpers from "../helpers/session";
import type * as SecondFactorHelpers from "../helpers/second-factor";
import type * as TotpModule from "@/lib/auth/totp";
import { discoverApiRoutes, isMutation, routeCall } from "../helpers/api-routes";
import { switchToIsolatedDatabase } from "../helpers/isolated-database";
import { assertPasskey, createPasskey } from "../helpers/passkey";
import { callRoute } from "../helpers/request";
import { SAMPLES } from "../helpers/sample-files";
import { objectStore } from "@/lib/storage/store";

const db = switchToIsolatedDatabase("AUDIT_DATABASE_URL");
const { createTestUser, sessionCookieFor } = jest.requireActual<typeof SessionHelpers>("../helpers/session");
const { createChannel, uniqueTag } = jest.requireActual<typeof FixtureHelpers>("../helpers/fixtures");
const { beginTotp, enrolTotp, pendingSessionCookie, staleCode } =
  jest.requireActual<typeof SecondFactorHelpers>("../helpers/second-factor");
const { totpCode } = jest.requireActual<typeof TotpModule>("@/lib/auth/totp");
const { hashPassword } = jest.requireActual<typeof PasswordModule>("@/lib/auth/password");

const routes = discoverApiRoutes();

type Input = {
  params?: Record<string, string>;
  body?: unknown;
  cookie?: string | null;
  origin?: string;
  /** A query string, and a body that is a file rather than JSON (the CSV imports). */
  search?: string;
  file?: string;
};
type Scenario = {
  action: string;
  /** The actor of the audit row: the forced failure is scoped to it. */
  actorId: string;
  valid: Input;
  refused: Input;
  /** The rows the valid call changes. */
  state: () => Promise<unknown>;
  /** The valid call's status when it is not a success (a failed sign-in is answered 401, and audited). */
  answers?: number;
  /** Why the forced failure does not apply. */
  notTransactional?: string;
};

let actorId: string;

async function passwordUser(password: string) {
  const user = await createTestUser();
  await db.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(password) } });
  return user;
}

/** A view of the users list owned by the audit's actor. */
const savedView = () =>
  db.savedView.create({
    data: { ownerId: actorId, listKey: "users", name: `audit-${uniqueTag()}`, state: { query: {} } },
  });

const userExists = (id: string) => () => db.user.count({ where: { id } });

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

type Proof = {
  actorId: string;
  actions: [success: string, failure: string];
  right: Input;
  wrong: Input;
  wrongAnswer: number;
  state: () => Promise<unknown>;
};

/**
 * A route that checks a proof (a password, a code): the right one and the wrong one are each
 * audited, and a foreign Origin is refused before either. A wrong proof changes no row (only
 * throttling counters), so its audit row has nothing to commit with.
 */
function proofScenarios({ actorId, actions: [success, failure], right, wrong, wrongAnswer, state }: Proof): Scenario[] {
  const foreign = "https://evil.example";
  return [
    { action: success, actorId, valid: right, refused: { ...right, origin: foreign }, state },
    {
      action: failure,
      actorId,
      valid: wrong,
      answers: wrongAnswer,
      refused: { ...wrong, origin: foreign },
      state,
      notTransactional: "a wrong proof changes no row, only throttling counters",
    },
  ];
}

/** A passkey row for an admin's Account page (no ceremony: renaming and removing never use its key). */
const storedPasskey = (userId: string) =>
  db.passkey.create({
    data: {
      userId,
      credentialId: `audit-${uniqueTag()}`,
      publicKey: Buffer.alloc(1),
      userHandle: uniqueTag(),
      deviceType: "multiDevice",
      backedUp: true,
      name: "Audit key",
    },
  });

/** A passkey registered through the routes, as the Account page does, for a ceremony's real answer. */
async function registeredPasskey(cookie: string) {
  const options = (await call("POST /api/account/passkeys/options", { cookie })).json() as Parameters<
    typeof createPasskey
  >[0];
  const { passkey, response } = createPasskey(options);
  await call("POST /api/account/passkeys", { cookie, body: { response } });
  return passkey;
}

/** A passwordless sign-in's challenge, and the cookie that binds it to the browser. */
async function passkeySignInChallenge() {
  const answer = await call("POST /api/login/passkey/options", { cookie: null });
  const cookie = /admin-panel\.passkey-challenge=[^;]+/.exec(answer.headers.get("set-cookie") ?? "")?.[0];
  return { options: answer.json() as Parameters<typeof assertPasskey>[1], cookie };
}

/** A bulk edit of one row: valid at the version it has, refused (409) at one it does not have. */
function bulkEdit(action: string, row: { id: string; version: number }, change: object, state: () => Promise<unknown>) {
  const records = (version: number) => [{ id: row.id, version }];
  return {
    action,
    actorId,
    valid: { body: { records: records(row.version), change } },
    refused: { body: { records: records(row.version + 1), change } },
    state,
  };
}

async function bulkUserEdit(action: string, start: { isAdmin?: boolean; isBanned?: boolean }, change: object) {
  const target = await createTestUser(start);
  const state = () => db.user.findUnique({ where: { id: target.id }, select: { isAdmin: true, isBanned: true } });
  return bulkEdit(action, target, change, state);
}

// One valid and one refused call per audited route (and per action where the route has several).
const SCENARIOS: Record<string, () => Promise<Scenario[]>> = {
  "POST /api/admin/users": async () => {
    const email = `audit-${uniqueTag()}@example.test`;
    const body = { firstName: "Audit", lastName: "Test", email };
    return [
      {
        action: "user.create",
        actorId,
        valid: { body },
        refused: { body: { ...body, email: "not-an-email" } },
        state: () => db.user.count({ where: { email } }),
      },
    ];
  },
  "DELETE /api/admin/users": async () => {
    const target = await createTestUser();
    return [
      {
        action: "user.bulk_delete",
        actorId,
        valid: { body: { userIds: [target.id] } },
        refused: { body: { userIds: [target.id, actorId] } },
        state: userExists(target.id),
      },
    ];
  },
  "PATCH /api/admin/users": async () => [
    await bulkUserEdit("user.ban", {}, { isBanned: true }),
    await bulkUserEdit("user.unban", { isBanned: true }, { isBanned: false }),
    await bulkUserEdit("user.grant_admin", {}, { isAdmin: true }),
    await bulkUserEdit("user.remove_admin", { isAdmin: true }, { isAdmin: false }),
  ],
  "PATCH /api/admin/deals": async () => {
    const deal = await db.deal.create({ data: { title: `audit-${uniqueTag()}`, value: "1.00" } });
    const state = () => db.deal.findUnique({ where: { id: deal.id }, select: { stage: true } });
    return [bulkEdit("deal.update", deal, { stage: "proposal" }, state)];
  },
  "PATCH /api/admin/contacts": async () => {
    const contact = await db.contact.create({ data: { firstName: "Audit", lastName: uniqueTag() } });
    const state = () => db.contact.findUnique({ where: { id: contact.id }, select: { status: true } });
    return [bulkEdit("contact.update", contact, { status: "customer" }, state)];
  },
  "PATCH /api/admin/activities": async () => {
    const activity = await db.activity.create({ data: { title: `audit-${uniqueTag()}` } });
    const state = () => db.activity.findUnique({ where: { id: activity.id }, select: { completed: true } });
    return [bulkEdit("activity.update", activity, { completed: true }, state)];
  },
  "PATCH /api/admin/shop": async () => {
    const item = await db.shopItem.create({
      data: { name: `audit-${uniqueTag()}`, description: "Audit item", price: "Free", isActive: false },
    });
    const state = () => db.shopItem.findUnique({ where: { id: item.id }, select: { isActive: true } });
    return [bulkEdit("shop_item.update", item, { isActive: true }, state)];
  },
  "PATCH /api/admin/roadmap": async () => {
    const item = await db.roadmapItem.create({ data: { title: `audit-${uniqueTag()}` } });
    const state = () => db.roadmapItem.findUnique({ where: { id: item.id }, select: { status: true } });
    return [bulkEdit("roadmap_item.update", item, { status: "completed" }, state)];
  },
  "PATCH /api/admin/users/[id]": async () => {
    const target = await createTestUser();
    const params = { id: target.id };
    const state = () => db.user.findUnique({ where: { id: target.id }, select: { isBanned: true } });
    return [
      {
        action: "user.ban",
        actorId,
        valid: { params, body: { isBanned: true } },
        refused: { params, body: { isBanned: true, isAdmin: true } },
        state,
      },
    ];
  },
  "DELETE /api/admin/users/[id]": async () => {
    const target = await createTestUser({ isBanned: true });
    const notBanned = await createTestUser();
    return [
      {
        action: "user.delete",
        actorId,
        valid: { params: { id: target.id } },
        refused: { params: { id: notBanned.id } },
        state: userExists(target.id),
      },
    ];
  },
  "PUT /api/admin/users/[id]/change-id": async () => {
    const target = await createTestUser();
    const newId = `audit_${uniqueTag()}`;
    const params = { id: target.id };
    const state = () => db.user.findMany({ where: { id: { in: [target.id, newId] } }, select: { id: true } });
    return [
      {
        action: "user.change_id",
        actorId,
        valid: { params, body: { newId } },
        refused: { params, body: { newId: "not an id!" } },
        state,
      },
    ];
  },
  "DELETE /api/admin/users/[id]/sessions": async () => {
    const target = await createTestUser();
    await sessionCookieFor(target.id);
    const state = () => db.session.count({ where: { userId: target.id } });
    return [
      {
        action: "user.sign_out_everywhere",
        actorId,
        valid: { params: { id: target.id } },
        refused: { params: { id: `missing-${uniqueTag()}` } },
        state,
      },
    ];
  },
  "POST /api/admin/users/[id]/send-message": async () => {
    const user = await createTestUser();
    const channel = await createChannel([user.id]);
    const params = { id: user.id };
    const state = () => db.message.count({ where: { userId: user.id } });
    return [
      {
        action: "take_control.send_message",
        actorId,
        valid: { params, body: { channelId: channel.id, content: "hi" } },
        refused: { params, body: { channelId: channel.id, content: " " } },
        state,
      },
    ];
  },
  "POST /api/admin/users/[id]/send-dm": async () => {
    const [user, friend] = [await createTestUser(), await createTestUser()];
    const params = { id: user.id };
    const state = () => db.directMessage.count({ where: { senderId: user.id } });
    return [
      {
        action: "take_control.send_dm",
        actorId,
        valid: { params, body: { recipientId: friend.id, content: "hi" } },
        refused: { params, body: { recipientId: user.id, content: "hi" } },
        state,
      },
    ];
  },
  "DELETE /api/admin/channels": async () => {
    const channel = await createChannel([]);
    const state = () => db.channel.count({ where: { id: channel.id } });
    return [
      {
        action: "channel.bulk_delete",
        actorId,
        valid: { body: { channelIds: [channel.id] } },
        refused: { body: { channelIds: [channel.id, `missing-${uniqueTag()}`] } },
        state,
      },
    ];
  },
  "PATCH /api/admin/feature-toggles/[featureKey]": async () => {
    const featureKey = `audit-${uniqueTag()}`;
    await db.featureToggle.create({ data: { featureKey, featureName: "Audit test", isEnabled: true } });
    const params = { featureKey };
    const state = () => db.featureToggle.findUnique({ where: { featureKey }, select: { isEnabled: true } });
    return [
      {
        action: "feature_toggle.update",
        actorId,
        valid: { params, body: { isEnabled: false } },
        refused: { params, body: { isEnabled: "no" } },
        state,
      },
    ];
  },
  "POST /api/admin/contacts": async () => {
    const lastName = `audit-${uniqueTag()}`;
    const body = { firstName: "Audit", lastName, status: "lead" };
    return [
      {
        action: "contact.create",
        actorId,
        valid: { body },
        refused: { body: { ...body, firstName: " " } },
        state: () => db.contact.count({ where: { lastName } }),
      },
    ];
  },
  "POST /api/admin/contacts/import": async () => {
    const lastName = `audit-${uniqueTag()}`;
    const file = `First name,Last name\nAudit,${lastName}\n`;
    return [
      {
        action: "contact.import",
        actorId,
        valid: { search: "columns=firstName,lastName", file },
        refused: { search: "columns=firstName,", file },
        state: () => db.contact.count({ where: { lastName } }),
      },
    ];
  },
  "PATCH /api/admin/contacts/[id]": async () => {
    const contact = await db.contact.create({ data: { firstName: "Audit", lastName: `audit-${uniqueTag()}` } });
    const params = { id: contact.id };
    const body = { firstName: "Audit", lastName: contact.lastName, status: "customer" };
    const state = () => db.contact.findUnique({ where: { id: contact.id }, select: { status: true, email: true } });
    return [
      {
        action: "contact.update",
        actorId,
        valid: { params, body },
        refused: { params, body: { ...body, email: "not-an-email" } },
        state,
      },
    ];
  },
  "DELETE /api/admin/contacts/[id]": async () => {
    const contact = await db.contact.create({ data: { firstName: "Audit", lastName: `audit-${uniqueTag()}` } });
    const state = () => db.contact.count({ where: { id: contact.id } });
    return [
      {
        action: "contact.delete",
        actorId,
        valid: { params: { id: contact.id } },
        refused: { params: { id: crypto.randomUUID() } },
        state,
      },
    ];
  },
  "POST /api/admin/companies": async () => {
    const name = `audit-${uniqueTag()}`;
    const body = { name, website: "https://example.com", size: "small" };
    return [
      {
        action: "company.create",
        actorId,
        valid: { body },
        refused: { body: { ...body, website: "javascript:alert(1)" } },
        state: () => db.company.count({ where: { name } }),
      },
    ];
  },
  "POST /api/admin/companies/import": async () => {
    const name = `audit-${uniqueTag()}`;
    const file = `Name;Size\n${name};large\n`;
    return [
      {
        action: "company.import",
        actorId,
        valid: { search: "columns=name,size", file },
        refused: { search: "columns=,size", file },
        state: () => db.company.count({ where: { name } }),
      },
    ];
  },
  "PATCH /api/admin/companies/[id]": async () => {
    const company = await db.company.create({ data: { name: `audit-${uniqueTag()}` } });
    const params = { id: company.id };
    const body = { name: company.name, size: "large" };
    const state = () => db.company.findUnique({ where: { id: company.id }, select: { size: true } });
    return [
      {
        action: "company.update",
        actorId,
        valid: { params, body },
        refused: { params, body: { ...body, size: "huge" } },
        state,
      },
    ];
  },
  "DELETE /api/admin/companies/[id]": async () => {
    const company = await db.company.create({ data: { name: `audit-${uniqueTag()}` } });
    const state = () => db.company.count({ where: { id: company.id } });
    return [
      {
        action: "company.delete",
        actorId,
        valid: { params: { id: company.id } },
        refused: { params: { id: crypto.randomUUID() } },
        state,
      },
    ];
  },
  "POST /api/admin/deals": async () => {
    const title = `audit-${uniqueTag()}`;
    const body = { title, value: "10.50", stage: "proposal" };
    return [
      {
        action: "deal.create",
        actorId,
        valid: { body },
        refused: { body: { ...body, value: "1.005" } },
        state: () => db.deal.count({ where: { title } }),
      },
    ];
  },
  "PATCH /api/admin/deals/[id]": async () => {
    const deal = await db.deal.create({ data: { title: `audit-${uniqueTag()}`, value: "10.00" } });
    const params = { id: deal.id };
    const body = { title: deal.title, value: "10.00", stage: "closed-won" };
    const state = () => db.deal.findUnique({ where: { id: deal.id }, select: { stage: true, probability: true } });
    return [
      {
        action: "deal.update",
        actorId,
        valid: { params, body },
        refused: { params, body: { ...body, probability: 101 } },
        state,
      },
    ];
  },
  "DELETE /api/admin/deals/[id]": async () => {
    const deal = await db.deal.create({ data: { title: `audit-${uniqueTag()}`, value: "10.00" } });
    const state = () => db.deal.count({ where: { id: deal.id } });
    return [
      {
        action: "deal.delete",
        actorId,
        valid: { params: { id: deal.id } },
        refused: { params: { id: crypto.randomUUID() } },
        state,
      },
    ];
  },
  "POST /api/admin/activities": async () => {
    const title = `audit-${uniqueTag()}`;
    const body = { title, type: "call" };
    return [
      {
        action: "activity.create",
        actorId,
        valid: { body },
        refused: { body: { ...body, type: "chat" } },
        state: () => db.activity.count({ where: { title } }),
      },
    ];
  },
  "PATCH /api/admin/activities/[id]": async () => {
    const activity = await db.activity.create({ data: { title: `audit-${uniqueTag()}` } });
    const params = { id: activity.id };
    const body = { title: activity.title, completed: true };
    const state = () =>
      db.activity.findUnique({ where: { id: activity.id }, select: { completed: true, dealId: true } });
    return [
      {
        action: "activity.update",
        actorId,
        valid: { params, body },
        refused: { params, body: { ...body, dealId: crypto.randomUUID() } },
        state,
      },
    ];
  },
  "DELETE /api/admin/activities/[id]": async () => {
    const activity = await db.activity.create({ data: { title: `audit-${uniqueTag()}` } });
    const state = () => db.activity.count({ where: { id: activity.id } });
    return [
      {
        action: "activity.delete",
        actorId,
        valid: { params: { id: activity.id } },
        refused: { params: { id: crypto.randomUUID() } },
        state,
      },
    ];
  },
  "POST /api/admin/roadmap": async () => {
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
  "PATCH /api/admin/roadmap/[id]": async () => {
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
  "DELETE /api/admin/roadmap/[id]": async () => {
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
  "POST /api/admin/roadmap/bulk-delete": async () => {
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
  "POST /api/admin/trash/restore": async () => {
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
  "POST /api/admin/trash/[type]/[id]/restore": async () => {
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
  "DELETE /api/admin/trash/[type]/[id]": async () => {
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
  "PUT /api/admin/roadmap/order": async () => {
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
  "POST /api/admin/views": async () => {
    const name = `audit-${uniqueTag()}`;
    const body = { list: "users", name, state: { query: { role: "admin" } } };
    return [
      {
        action: "saved_view.create",
        actorId,
        valid: { body },
        refused: { body: { ...body, state: { query: { role: "owner" } } } },
        state: () => db.savedView.count({ where: { name } }),
      },
    ];
  },
  "PATCH /api/admin/views/[id]": async () => {
    const view = await savedView();
    const state = () => db.savedView.findUnique({ where: { id: view.id }, select: { name: true, shared: true } });
    return [
      {
        action: "saved_view.update",
        actorId,
        valid: { params: { id: view.id }, body: { name: `${view.name} renamed`, shared: true } },
        refused: { params: { id: view.id }, body: { name: " " } },
        state,
      },
    ];
  },
  "DELETE /api/admin/views/[id]": async () => {
    const view = await savedView();
    return [
      {
        action: "saved_view.delete",
        actorId,
        valid: { params: { id: view.id } },
        refused: { params: { id: crypto.randomUUID() } },
        state: () => db.savedView.count({ where: { id: view.id } }),
      },
    ];
  },
  "PUT /api/admin/views/default": async () => {
    const view = await savedView();
    const state = () =>
      db.savedViewDefault.findMany({ where: { userId: actorId }, select: { listKey: true, viewId: true } });
    return [
      {
        action: "saved_view.set_default",
        actorId,
        valid: { body: { list: "users", viewId: view.id } },
        refused: { body: { list: "contacts", viewId: view.id } },
        state,
      },
    ];
  },
  "POST /api/admin/shop": async () => {
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
  "PATCH /api/admin/shop/[id]": async () => {
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
  "DELETE /api/admin/shop/[id]": async () => {
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
  "POST /api/admin/shop/bulk-delete": async () => {
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
  "POST /api/admin/shop/[id]/bonuses/upload": async () => {
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
  "DELETE /api/admin/shop/[id]/bonuses/[fileId]": async () => {
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
  "POST /api/admin/shop/[id]/bonuses/[fileId]/confirm": async () => {
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
  "POST /api/admin/library": async () => {
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
  "PATCH /api/admin/library/[id]": async () => {
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
  "DELETE /api/admin/library/[id]": async () => {
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
  "POST /api/admin/library/bulk-delete": async () => {
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
  "POST /api/admin/library/[id]/release-bonuses": async () => {
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
  "POST /api/login": async () => {
    const password = `pw-${uniqueTag()}`;
    const user = await passwordUser(password);
    return proofScenarios({
      actorId: user.id,
      actions: ["auth.sign_in", "auth.sign_in_failed"],
      right: { cookie: null, body: { email: user.email, password } },
      wrong: { cookie: null, body: { email: user.email, password: "wrong-password" } },
      wrongAnswer: 401,
      state: () => db.session.count({ where: { userId: user.id } }),
    });
  },
  "POST /api/login/verify": async () => {
    const user = await createTestUser({ isAdmin: true });
    const { secret } = await enrolTotp(user.id);
    // A session each: the right code completes its session, which then owes nothing.
    return proofScenarios({
      actorId: user.id,
      actions: ["auth.sign_in", "auth.second_factor_failed"],
      right: { cookie: await pendingSessionCookie(user.id), body: { code: totpCode(secret) } },
      wrong: { cookie: await pendingSessionCookie(user.id), body: { code: staleCode((at) => totpCode(secret, at)) } },
      wrongAnswer: 401,
      state: () =>
        db.session.findMany({ where: { userId: user.id }, select: { pendingFactor: true }, orderBy: { sid: "asc" } }),
    });
  },
  "POST /api/account/reauthenticate": async () => {
    const password = `pw-${uniqueTag()}`;
    const user = await passwordUser(password);
    await db.user.update({ where: { id: user.id }, data: { isAdmin: true } });
    const cookie = await sessionCookieFor(user.id);
    return proofScenarios({
      actorId: user.id,
      actions: ["auth.reauthenticated", "auth.reauthentication_failed"],
      right: { cookie, body: { password } },
      wrong: { cookie, body: { password: "wrong-password" } },
      wrongAnswer: 400,
      state: () => db.session.findMany({ where: { userId: user.id }, select: { confirmedAt: true } }),
    });
  },
  "DELETE /api/account/sessions": async () => {
    const user = await createTestUser({ isAdmin: true });
    const cookie = await sessionCookieFor(user.id);
    await sessionCookieFor(user.id);
    const state = () => db.session.count({ where: { userId: user.id } });
    return [
      {
        action: "account.other_sessions_revoked",
        actorId: user.id,
        valid: { cookie },
        refused: { cookie, origin: "https://evil.example" },
        state,
      },
    ];
  },
  "DELETE /api/account/sessions/[id]": async () => {
    const user = await createTestUser({ isAdmin: true });
    const cookie = await sessionCookieFor(user.id);
    await sessionCookieFor(user.id);
    const [current, other] = await Promise.all(
      (await db.session.findMany({ where: { userId: user.id }, orderBy: { createdAt: "asc" } })).map(({ sid }) => sid),
    );
    const publicId = (sid: string) => crypto.createHash("sha256").update(sid).digest("base64url").slice(0, 22);
    const state = () => db.session.count({ where: { userId: user.id } });
    // Refused: the session in use (409: sign out instead).
    return [
      {
        action: "account.session_revoked",
        actorId: user.id,
        valid: { cookie, params: { id: publicId(other!) } },
        refused: { cookie, params: { id: publicId(current!) } },
        state,
      },
    ];
  },
  "POST /api/account/totp/confirm": async () => {
    const user = await createTestUser({ isAdmin: true });
    const secret = await beginTotp(user.id);
    const cookie = await sessionCookieFor(user.id);
    const state = () => db.totpFactor.findUnique({ where: { userId: user.id }, select: { confirmedAt: true } });
    const refused = { cookie, body: { code: staleCode((at) => totpCode(secret, at)) } };
    return [
      {
        action: "account.totp_enrolled",
        actorId: user.id,
        valid: { cookie, body: { code: totpCode(secret) } },
        refused,
        state,
      },
    ];
  },
  "DELETE /api/account/totp": async () => {
    const [user, without] = await Promise.all([createTestUser({ isAdmin: true }), createTestUser({ isAdmin: true })]);
    await enrolTotp(user.id);
    const state = () => db.totpFactor.count({ where: { userId: user.id } });
    // Refused: an admin with no authenticator app to remove (409).
    return [
      {
        action: "account.totp_removed",
        actorId: user.id,
        valid: { cookie: await sessionCookieFor(user.id) },
        refused: { cookie: await sessionCookieFor(without.id) },
        state,
      },
    ];
  },
  "POST /api/account/recovery-codes": async () => {
    const [user, without] = await Promise.all([createTestUser({ isAdmin: true }), createTestUser({ isAdmin: true })]);
    await enrolTotp(user.id);
    const state = () =>
      db.recoveryCode.findMany({ where: { userId: user.id }, select: { id: true }, orderBy: { id: "asc" } });
    return [
      {
        action: "account.recovery_codes_generated",
        actorId: user.id,
        valid: { cookie: await sessionCookieFor(user.id) },
        refused: { cookie: await sessionCookieFor(without.id) },
        state,
      },
    ];
  },
  "POST /api/account/passkeys": async () => {
    const user = await createTestUser({ isAdmin: true });
    const cookie = await sessionCookieFor(user.id);
    const options = (await call("POST /api/account/passkeys/options", { cookie })).json() as Parameters<
      typeof createPasskey
    >[0];
    const body = { response: createPasskey(options).response };
    const state = () => db.passkey.count({ where: { userId: user.id } });
    return [
      {
        action: "account.passkey_added",
        actorId: user.id,
        valid: { cookie, body },
        refused: { cookie, body, origin: "https://evil.example" },
        state,
      },
    ];
  },
  "PATCH /api/account/passkeys/[id]": async () => {
    const user = await createTestUser({ isAdmin: true });
    const { id } = await storedPasskey(user.id);
    const cookie = await sessionCookieFor(user.id);
    const state = () => db.passkey.findUnique({ where: { id }, select: { name: true } });
    return [
      {
        action: "account.passkey_renamed",
        actorId: user.id,
        valid: { cookie, params: { id }, body: { name: `Key ${uniqueTag()}` } },
        refused: { cookie, params: { id }, body: { name: " " } },
        state,
      },
    ];
  },
  "DELETE /api/account/passkeys/[id]": async () => {
    const [user, stranger] = await Promise.all([createTestUser({ isAdmin: true }), createTestUser({ isAdmin: true })]);
    const { id } = await storedPasskey(user.id);
    const state = () => db.passkey.count({ where: { userId: user.id } });
    // Refused: another admin's passkey (404).
    return [
      {
        action: "account.passkey_removed",
        actorId: user.id,
        valid: { cookie: await sessionCookieFor(user.id), params: { id } },
        refused: { cookie: await sessionCookieFor(stranger.id), params: { id } },
        state,
      },
    ];
  },
  "POST /api/login/passkey": async () => {
    const user = await createTestUser({ isAdmin: true });
    const passkey = await registeredPasskey(await sessionCookieFor(user.id));
    const [right, wrong] = [await passkeySignInChallenge(), await passkeySignInChallenge()];
    return proofScenarios({
      actorId: user.id,
      actions: ["auth.sign_in", "auth.sign_in_failed"],
      right: { cookie: right.cookie, body: { passkey: assertPasskey(passkey, right.options) } },
      // Without user verification: a passkey alone must have checked who holds it.
      wrong: {
        cookie: wrong.cookie,
        body: { passkey: assertPasskey(passkey, wrong.options, { userVerified: false }) },
      },
      wrongAnswer: 401,
      state: () => db.session.count({ where: { userId: user.id } }),
    });
  },
  "DELETE /api/admin/users/[id]/factors": async () => {
    const target = await createTestUser({ isAdmin: true });
    await enrolTotp(target.id);
    await sessionCookieFor(target.id);
    const state = async () => [
      await db.totpFactor.count({ where: { userId: target.id } }),
      await db.session.count({ where: { userId: target.id } }),
    ];
    // Refused: a superadmin's own factors (403: their Account page does that).
    return [
      {
        action: "user.reset_factors",
        actorId,
        valid: { params: { id: target.id } },
        refused: { params: { id: actorId } },
        state,
      },
    ];
  },
  "GET /api/logout": async () => {
    const user = await createTestUser();
    const cookie = await sessionCookieFor(user.id);
    const state = () => db.session.count({ where: { userId: user.id } });
    // Without a session there is nobody to sign out.
    return [{ action: "auth.sign_out", actorId: user.id, valid: { cookie }, refused: { cookie: null }, state }];
  },
};

const audited = Object.entries(ROUTE_ACCESS).flatMap(([key, rule]) =>
  Array.isArray(rule.audit) ? [[key, rule.audit] as const] : [],
);

/** A roadmap item deleted through its route, so it sits in the trash. */
async function trashedRoadmapItem() {
  const item = await db.roadmapItem.create({ data: { title: `audit-${uniqueTag()}` } });
  const deleted = await call("DELETE /api/admin/roadmap/[id]", { params: { id: item.id } });
  expect(deleted.status).toBe(200);
  return item;
}

async function call(key: string, input: Input) {
  const route = routes.find((candidate) => candidate.key === key);
  if (!route) throw new Error(`${key} is in app/api/route-access.ts but no route.ts exports it`);
  const { params, path } = routeCall(route, input.params ?? {});
  const cookie = input.cookie === null ? undefined : (input.cookie ?? (await sessionCookieFor(actorId)));
  const body = isMutation(route.method) && input.file === undefined ? (input.body ?? {}) : undefined;
  return callRoute(route.handler, {
    method: route.method,
    path: input.search ? `${path}?${input.search}` : path,
    params,
    cookie,
    body,
    rawBody: input.file,
    origin: input.origin,
  });
}

// This file has its database to itself, so the whole table's count shows any stray row as well.
const auditRows = async (action: string) => ({
  ofAction: await db.auditLog.count({ where: { action } }),
  all: await db.auditLog.count(),
});
const plusOne = ({ ofAction, all }: { ofAction: number; all: number }) => ({ ofAction: ofAction + 1, all: all + 1 });

// Fails every audit insert by one actor: the change it belongs to must fail with it.
async function withFailingAudit<T>(actor: string, run: () => Promise<T>): Promise<T> {
  const literal = `'${actor.replaceAll("'", "''")}'`;
  await db.$executeRawUnsafe(
    `CREATE OR REPLACE FUNCTION audit_forced_failure() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'forced audit failure'; END $$ LANGUAGE plpgsql`,
  );
  await db.$executeRawUnsafe(
    `CREATE TRIGGER audit_forced_failure BEFORE INSERT ON audit_logs FOR EACH ROW WHEN (NEW.actor_id = ${literal}) EXECUTE FUNCTION audit_forced_failure()`,
  );
  try {
    return await run();
  } finally {
    await db.$executeRawUnsafe(`DROP TRIGGER audit_forced_failure ON audit_logs`);
  }
}

beforeAll(async () => {
  actorId = (await createTestUser({ isAdmin: true, isSuperadmin: true })).id;
  // The forced failures are answered 500 and logged; the assertions say what matters.
  jest.spyOn(console, "error").mockImplementation(() => {});
});

it("every mutation route says whether and how it is audited (apiRoute's `audit`, or its app/api/route-access.ts entry)", () => {
  const unaudited = routes
    .filter((route) => isMutation(route.method) && !ROUTE_ACCESS[route.key]?.audit)
    .map((route) => route.key);
  expect(unaudited).toEqual([]);
});

it("has a valid and a refused call for every audited route", () => {
  expect(audited.map(([key]) => key).filter((key) => !SCENARIOS[key])).toEqual([]);
});

describe.each(audited)("%s", (key, actions) => {
  it("writes exactly one audit row for a valid call and none for a refused one", async () => {
    for (const scenario of (await SCENARIOS[key]?.()) ?? []) {
      expect(actions).toContain(scenario.action);
      const [rowsBefore, stateBefore] = [await auditRows(scenario.action), await scenario.state()];
      const refused = await call(key, scenario.refused);
      expect({
        action: scenario.action,
        rows: await auditRows(scenario.action),
        state: await scenario.state(),
      }).toEqual({
        action: scenario.action,
        rows: rowsBefore,
        state: stateBefore,
      });
      expect(refused.status).not.toBe(500);
      const valid = await call(key, scenario.valid);
      expect({
        action: scenario.action,
        succeeded: scenario.answers ? valid.status === scenario.answers : valid.status < 400,
        rows: await auditRows(scenario.action),
      }).toEqual({
        action: scenario.action,
        succeeded: true,
        rows: plusOne(rowsBefore),
      });
      // …which says who and what in words (an export names no single target; a failed sign-in has no actor).
      const written = await db.auditLog.findFirstOrThrow({
        where: { action: scenario.action },
        orderBy: { createdAt: "desc" },
        select: { actorLabel: true, targetLabel: true },
      });
      expect({
        action: scenario.action,
        actorLabel: Boolean(written.actorLabel),
        targetLabel: Boolean(written.targetLabel),
      }).toEqual({
        action: scenario.action,
        actorLabel: scenario.action !== "auth.sign_in_failed",
        targetLabel: !scenario.action.endsWith(".export"),
      });
    }
  });

  it("writes the audit row in the transaction of the change", async () => {
    for (const scenario of (await SCENARIOS[key]?.()) ?? []) {
      if (scenario.notTransactional) continue;
      const [rowsBefore, stateBefore] = [await auditRows(scenario.action), await scenario.state()];
      // A handler that throws is answered 500 by Next.
      const answer = await withFailingAudit(scenario.actorId, () =>
        call(key, scenario.valid).catch(() => ({ status: 500 })),
      );
      expect({
        action: scenario.action,
        failed: answer.status >= 400,
        rows: await auditRows(scenario.action),
        state: await scenario.state(),
      }).toEqual({
        action: scenario.action,
        failed: true,
        rows: rowsBefore,
        state: stateBefore,
      });
    }
  });
});
