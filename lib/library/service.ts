// The library of user purchases (SPEC §2 Library, §4, §7 Content): a searched,
// keyset-paged list (newest first) and audited create, update, delete, bulk
// delete and bonus release, on the record kit (lib/records/audited-change.ts).
import "server-only";
import type { SessionUser } from "@/lib/auth/session/session";
import { conflict, notFound } from "@/lib/api/errors";
import { countUpToCap } from "@/lib/api/capped-count";
import { countedPage, type Page } from "@/lib/api/page";
import { escapeLike, searchTerms } from "@/lib/api/search";
import { purchaseLabel } from "@/lib/audit/labels";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { purchaseSelect, type PurchaseRecord } from "@/lib/library/record";
import { withVisibleEmail } from "@/lib/users/email-mask";
import { keysetPage } from "@/lib/api/keyset";
import { LIBRARY_ERRORS } from "@/lib/library/messages";
import {
  createRecord,
  deleteRecordAnsweringId,
  deleteRecordsAnsweringBatch,
  updateRecord,
  type BulkDeleted,
  type RecordChange,
  type ManyReader,
  type RecordKind,
} from "@/lib/records/audited-change";
import type { Reference } from "@/lib/records/rows";
import type { HoldsPermissions } from "@/lib/permissions/has-permission";
import { userMatchesPattern, userSearchPatterns } from "@/lib/users/user-search";
import type {
  BulkDeletePurchases,
  LibraryFilter,
  ListPurchasesQuery,
  PurchaseFormValues,
  PurchasePatch,
} from "@/lib/library/schema";

/** Beyond this many matching users a word is broad: the purchases are filtered by a join instead of an id list. */
const MAX_MATCHED_USERS = 1000;

const containsTerm = (term: string) => ({ contains: escapeLike(term), mode: "insensitive" as const });

/**
 * One search word: the buyer (name, email, handle or id) or the item's name.
 * The matching users (their search index) and items (a small table) are looked
 * up first, so the purchases come from their userId and shopItemId indexes:
 * a join walked 100,000 purchases for a rare name (~450 ms against ~20 ms).
 * A word matching very many users is left as a join, which then finds a page
 * of matches quickly while walking newest first.
 */
async function termWhere(
  term: string,
  viewer: HoldsPermissions,
): Promise<{ where: Prisma.UserPurchaseWhereInput; broad: boolean }> {
  const buyer = userMatchesPattern((await userSearchPatterns(term, viewer))[0]!);
  const [users, items] = await Promise.all([
    db.user.findMany({ where: buyer, select: { id: true }, take: MAX_MATCHED_USERS + 1 }),
    db.shopItem.findMany({ where: { name: containsTerm(term) }, select: { id: true } }),
  ]);
  const broad = users.length > MAX_MATCHED_USERS;
  const byUser: Prisma.UserPurchaseWhereInput = broad
    ? { user: buyer }
    : { userId: { in: users.map((user) => user.id) } };
  return { where: { OR: [byUser, { shopItemId: { in: items.map((item) => item.id) } }] }, broad };
}

/** Every word must match the buyer or the item: "ada ebook" finds Ada's e-book purchases. */
export async function libraryFilterWhere(
  filter: LibraryFilter,
  viewer: HoldsPermissions,
): Promise<{ where: Prisma.UserPurchaseWhereInput; broad: boolean }> {
  const terms = await Promise.all(searchTerms(filter.search).map((term) => termWhere(term, viewer)));
  return { where: { AND: terms.map((term) => term.where) }, broad: terms.some((term) => term.broad) };
}

/**
 * GET /api/admin/library: newest purchase first. The count is exact, except
 * for a broad word (very many users match), counted up to a cap within a
 * time budget as the other searched lists do (lib/api/capped-count.ts).
 */
export async function listPurchases(
  viewer: HoldsPermissions,
  query: ListPurchasesQuery,
): Promise<Page<PurchaseRecord>> {
  const { where, broad } = await libraryFilterWhere(query, viewer);
  const [page, counted] = await Promise.all([
    keysetPage(
      query,
      (args) => db.userPurchase.findMany({ ...args, where: { AND: [where, args.where] }, select: purchaseSelect }),
      "purchasedAt",
    ),
    broad
      ? countUpToCap((client, take) => client.userPurchase.count({ where, take }))
      : db.userPurchase.count({ where }).then((total) => ({ total, exact: true })),
  ]);
  return countedPage(page, counted);
}

/** A page of purchases as `viewer` may see it: each buyer's email masked unless they hold users.email. */
export function purchasesSeenBy(viewer: Pick<SessionUser, "permissions">, page: Page<PurchaseRecord>) {
  return {
    ...page,
    items: page.items.map((purchase) => ({ ...purchase, user: withVisibleEmail(viewer, purchase.user) })),
  };
}

const purchaseKind: RecordKind<PurchaseRecord, "purchase"> & ManyReader<PurchaseRecord> = {
  type: "purchase",
  noun: "purchase",
  table: "user_purchases",
  select: purchaseSelect,
  read: (tx, id) => tx.userPurchase.findUniqueOrThrow({ where: { id }, select: purchaseSelect }),
  readMany: (tx, ids) => tx.userPurchase.findMany({ where: { id: { in: ids } }, select: purchaseSelect }),
  label: purchaseLabel,
  notFound: () => notFound(LIBRARY_ERRORS.notFound),
};

/** The buyer and item a purchase names: each must exist, and stays until the change commits. */
const referencesOf = ({ userId, shopItemId }: PurchasePatch): Reference[] => [
  ["users", userId, LIBRARY_ERRORS.userNotFound],
  ["shop_items", shopItemId, LIBRARY_ERRORS.shopItemNotFound],
];

/** POST /api/admin/library: purchased now, bonuses not yet released. A user may buy the same item twice. */
export function createPurchase(actor: SessionUser, data: PurchaseFormValues): Promise<PurchaseRecord> {
  return createRecord(purchaseKind, actor, (tx) => tx.userPurchase.create({ data, select: purchaseSelect }), {
    references: referencesOf(data),
  });
}

/**
 * PATCH /api/admin/library/{id}: another buyer or item; purchasedAt stays.
 * A release belongs to one buyer and item: changing either starts the new
 * pair unreleased (docs/decisions/content.md); an unchanged pair keeps its state.
 */
export function updatePurchase(
  actor: SessionUser,
  change: RecordChange,
  patch: PurchasePatch,
): Promise<PurchaseRecord> {
  return updateRecord(
    purchaseKind,
    actor,
    change,
    (tx, before) => {
      const samePair = (patch.userId ?? before.userId) === before.userId;
      const sameItem = (patch.shopItemId ?? before.shopItemId) === before.shopItemId;
      const bonusesReleased = samePair && sameItem ? before.bonusesReleased : false;
      return tx.userPurchase.update({
        where: { id: change.id },
        data: { ...patch, bonusesReleased },
        select: purchaseSelect,
      });
    },
    { references: referencesOf(patch) },
  );
}

/** DELETE /api/admin/library/{id}. */
export function deletePurchase(actor: SessionUser, change: RecordChange): Promise<{ id: string }> {
  return deleteRecordAnsweringId(purchaseKind, actor, change);
}

/** POST /api/admin/library/bulk-delete: all to the trash or nothing; an id that names no purchase refuses the lot (404). */
export function bulkDeletePurchases(actor: SessionUser, input: BulkDeletePurchases): Promise<BulkDeleted> {
  return deleteRecordsAnsweringBatch(purchaseKind, actor, input.purchaseIds);
}

/**
 * POST /api/admin/library/{id}/release-bonuses (SPEC §4): false to true, once.
 * A second release is a 409, as is an item without bonuses.
 */
export function releaseBonuses(actor: SessionUser, change: RecordChange): Promise<PurchaseRecord> {
  return updateRecord(
    purchaseKind,
    actor,
    change,
    (tx, before) => {
      if (before.bonusesReleased) throw conflict(LIBRARY_ERRORS.alreadyReleased);
      if (!before.shopItem.hasBonuses) throw conflict(LIBRARY_ERRORS.noBonuses);
      return tx.userPurchase.update({
        where: { id: change.id },
        data: { bonusesReleased: true },
        select: purchaseSelect,
      });
    },
    { action: "purchase.release_bonuses" },
  );
}
