// The library of user purchases (SPEC §2 Library, §4, §7 Content): a searched,
// keyset-paged list (newest first) and audited create, update, delete, bulk
// delete and bonus release. Every change runs in one transaction with its audit entry.
import type { SessionUser } from "@/lib/auth/session";
import { badRequest, conflict, notFound } from "@/lib/api/errors";
import { countUpToCap } from "@/lib/api/capped-count";
import type { Page } from "@/lib/api/page";
import { escapeLike, searchTerms } from "@/lib/api/search";
import { countLabel, personLabelSelect, purchaseLabel } from "@/lib/audit/labels";
import { recordAudit } from "@/lib/audit/record";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { keysetPage } from "@/lib/api/keyset";
import { LIBRARY_ERRORS } from "@/lib/library/messages";
import { holdShopItem, holdUser, lockPurchase } from "@/lib/library/rows";
import { userMatchesPattern, userSearchPatterns } from "@/lib/users/user-search";
import {
  bulkDeletePurchasesSchema,
  purchaseFormSchema,
  type BulkDeletePurchasesInput,
  type LibraryFilter,
  type ListPurchasesQuery,
  type PurchaseFormInput,
} from "@/lib/library/schema";

type Tx = Prisma.TransactionClient;

export const purchaseSelect = {
  id: true,
  userId: true,
  shopItemId: true,
  purchasedAt: true,
  bonusesReleased: true,
  user: { select: { id: true, firstName: true, lastName: true, email: true, handle: true } },
  shopItem: { select: { id: true, name: true, category: true, price: true, hasBonuses: true } },
} satisfies Prisma.UserPurchaseSelect;

export type PurchaseRecord = Prisma.UserPurchaseGetPayload<{ select: typeof purchaseSelect }>;

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
async function termWhere(term: string): Promise<{ where: Prisma.UserPurchaseWhereInput; broad: boolean }> {
  const buyer = userMatchesPattern((await userSearchPatterns(term))[0]!);
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
): Promise<{ where: Prisma.UserPurchaseWhereInput; broad: boolean }> {
  const terms = await Promise.all(searchTerms(filter.search).map(termWhere));
  return { where: { AND: terms.map((term) => term.where) }, broad: terms.some((term) => term.broad) };
}

/**
 * GET /api/admin/library: newest purchase first. The count is exact, except
 * for a broad word (very many users match), counted up to a cap within a
 * time budget as the other searched lists do (lib/api/capped-count.ts).
 */
export async function listPurchases(query: ListPurchasesQuery): Promise<Page<PurchaseRecord>> {
  const { where, broad } = await libraryFilterWhere(query);
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
  return {
    items: page.items,
    // Counting gave up: at least the rows seen so far match.
    total: counted?.total ?? page.items.length,
    totalExact: counted?.exact ?? !page.hasMore,
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
  };
}

/** What the audit log keeps of a purchase: its own columns. */
function auditView(purchase: Pick<PurchaseRecord, "userId" | "shopItemId" | "purchasedAt" | "bonusesReleased">) {
  const { userId, shopItemId, purchasedAt, bonusesReleased } = purchase;
  return { userId, shopItemId, purchasedAt: purchasedAt.toISOString(), bonusesReleased };
}

async function lockedPurchase(tx: Tx, id: string): Promise<PurchaseRecord> {
  if (!(await lockPurchase(tx, id))) throw notFound(LIBRARY_ERRORS.notFound);
  return tx.userPurchase.findUniqueOrThrow({ where: { id }, select: purchaseSelect });
}

/** Buyer and item must exist, and stay until we commit. */
async function holdReferences(tx: Tx, userId: string, shopItemId: string): Promise<void> {
  if (!(await holdUser(tx, userId))) throw badRequest(LIBRARY_ERRORS.userNotFound);
  if (!(await holdShopItem(tx, shopItemId))) throw badRequest(LIBRARY_ERRORS.shopItemNotFound);
}

/** POST /api/admin/library: purchased now, bonuses not yet released. A user may buy the same item twice. */
export async function createPurchase(actor: SessionUser, input: PurchaseFormInput): Promise<PurchaseRecord> {
  const data = purchaseFormSchema.parse(input);
  return db.$transaction(async (tx) => {
    await holdReferences(tx, data.userId, data.shopItemId);
    const purchase = await tx.userPurchase.create({ data, select: purchaseSelect });
    await recordAudit(tx, {
      actor,
      action: "purchase.create",
      targetType: "purchase",
      targetId: purchase.id,
      targetLabel: purchaseLabel(purchase),
      details: { before: null, after: auditView(purchase) },
    });
    return purchase;
  });
}

/**
 * PATCH /api/admin/library/{id}: another buyer or item; purchasedAt stays.
 * A release belongs to one buyer and item: changing either starts the new
 * pair unreleased (docs/decisions.md); an unchanged pair keeps its state.
 */
export async function updatePurchase(
  actor: SessionUser,
  id: string,
  input: PurchaseFormInput,
): Promise<PurchaseRecord> {
  const data = purchaseFormSchema.parse(input);
  return db.$transaction(async (tx) => {
    await holdReferences(tx, data.userId, data.shopItemId);
    const before = await lockedPurchase(tx, id);
    const samePair = before.userId === data.userId && before.shopItemId === data.shopItemId;
    const purchase = await tx.userPurchase.update({
      where: { id },
      data: { ...data, bonusesReleased: samePair ? before.bonusesReleased : false },
      select: purchaseSelect,
    });
    await recordAudit(tx, {
      actor,
      action: "purchase.update",
      targetType: "purchase",
      targetId: id,
      targetLabel: purchaseLabel(purchase),
      details: { before: auditView(before), after: auditView(purchase) },
    });
    return purchase;
  });
}

/** DELETE /api/admin/library/{id}. */
export async function deletePurchase(actor: SessionUser, id: string): Promise<{ id: string }> {
  return db.$transaction(async (tx) => {
    const before = await lockedPurchase(tx, id);
    await tx.userPurchase.delete({ where: { id } });
    await recordAudit(tx, {
      actor,
      action: "purchase.delete",
      targetType: "purchase",
      targetId: id,
      targetLabel: purchaseLabel(before),
      details: { before: auditView(before), after: null },
    });
    return { id };
  });
}

/** POST /api/admin/library/bulk-delete: all or nothing; an id that names no purchase refuses the lot (404). */
export async function bulkDeletePurchases(
  actor: SessionUser,
  input: BulkDeletePurchasesInput,
): Promise<{ deleted: number }> {
  const purchaseIds = [...new Set(bulkDeletePurchasesSchema.parse(input).purchaseIds)];
  return db.$transaction(async (tx) => {
    const rows = await tx.userPurchase.findMany({
      where: { id: { in: purchaseIds } },
      select: {
        id: true,
        userId: true,
        shopItemId: true,
        purchasedAt: true,
        bonusesReleased: true,
        user: { select: personLabelSelect },
        shopItem: { select: { name: true } },
      },
      orderBy: { id: "asc" },
    });
    if (rows.length !== purchaseIds.length) throw notFound(LIBRARY_ERRORS.notFound);
    const { count } = await tx.userPurchase.deleteMany({ where: { id: { in: purchaseIds } } });
    if (count !== purchaseIds.length) throw notFound(LIBRARY_ERRORS.notFound);
    await recordAudit(tx, {
      actor,
      action: "purchase.bulk_delete",
      targetType: "purchase",
      targetLabel: countLabel(count, "purchase"),
      details: {
        before: rows.map((row) => ({ id: row.id, label: purchaseLabel(row), ...auditView(row) })),
        after: null,
        count,
      },
    });
    return { deleted: count };
  });
}

/**
 * POST /api/admin/library/{id}/release-bonuses (SPEC §4): false to true, once.
 * A second release is a 409, as is an item without bonuses.
 */
export async function releaseBonuses(actor: SessionUser, id: string): Promise<PurchaseRecord> {
  return db.$transaction(async (tx) => {
    const before = await lockedPurchase(tx, id);
    if (before.bonusesReleased) throw conflict(LIBRARY_ERRORS.alreadyReleased);
    if (!before.shopItem.hasBonuses) throw conflict(LIBRARY_ERRORS.noBonuses);
    const purchase = await tx.userPurchase.update({
      where: { id },
      data: { bonusesReleased: true },
      select: purchaseSelect,
    });
    await recordAudit(tx, {
      actor,
      action: "purchase.release_bonuses",
      targetType: "purchase",
      targetId: id,
      targetLabel: purchaseLabel(purchase),
      details: { before: auditView(before), after: auditView(purchase) },
    });
    return purchase;
  });
}
