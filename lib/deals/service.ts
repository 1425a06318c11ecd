// Deals (SPEC §2 'Sales Pipeline', §4, §7 CRM): a keyset-paged list, the board
// with each column bounded and its true count and sum from a rollup, and audited
// create, update and delete. Values stay decimal strings throughout (money.ts).
import "server-only";
import type { SessionUser } from "@/lib/auth/session/session";
import { notFound } from "@/lib/api/errors";
import { encodeCursor, keysetPage } from "@/lib/api/keyset";
import { countedPage, type Page } from "@/lib/api/page";
import { matchEveryTerm } from "@/lib/api/search";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { dealSelect, type DealPayload, type DealRecord } from "@/lib/deals/record";
import type { DealStage } from "@/lib/generated/prisma/enums";
import { dateOnlyToDate, dateToDateOnly } from "@/lib/validation/date-only";
import {
  createRecord,
  deleteRecord,
  updateRecord,
  type ManyReader,
  type RecordChange,
  type RecordKind,
} from "@/lib/records/audited-change";
import type { BulkEditResult } from "@/lib/records/bulk-result";
import { matchingIds, updateRecords } from "@/lib/records/bulk-update";
import type { Reference } from "@/lib/records/rows";
import { DEAL_ERRORS, DEAL_VALIDATION, DEAL_VALIDATION_CODES } from "@/lib/deals/messages";
import { sumMoney } from "@/lib/deals/money";
import {
  BOARD_COLUMN_SIZE,
  type BulkEditDeals,
  type DealFormValues,
  type DealPatch,
  type ListDealsQuery,
} from "@/lib/deals/schema";
import { DEAL_STAGES, type DealStageValue, type StageTotal } from "@/lib/deals/stages";

const TO_DB_STAGE = {
  lead: "lead",
  qualified: "qualified",
  proposal: "proposal",
  negotiation: "negotiation",
  "closed-won": "closed_won",
  "closed-lost": "closed_lost",
} as const satisfies Record<DealStageValue, DealStage>;
const FROM_DB_STAGE = Object.fromEntries(DEAL_STAGES.map((stage) => [TO_DB_STAGE[stage], stage])) as Record<
  DealStage,
  DealStageValue
>;

export function toDealRecord(row: DealPayload): DealRecord {
  return {
    ...row,
    value: row.value.toFixed(2),
    stage: FROM_DB_STAGE[row.stage],
    expectedCloseDate: dateToDateOnly(row.expectedCloseDate),
  };
}

export function dealFilterWhere(query: Pick<ListDealsQuery, "stage" | "search">): Prisma.DealWhereInput {
  return { ...(query.stage ? { stage: TO_DB_STAGE[query.stage] } : {}), AND: matchEveryTerm(query.search, ["title"]) };
}

/** GET /api/admin/deals: newest first; with a stage it pages one board column. */
export async function listDeals(query: ListDealsQuery): Promise<Page<DealRecord>> {
  const where = dealFilterWhere(query);
  const [page, total] = await Promise.all([
    keysetPage(query, (args) => db.deal.findMany({ ...args, where: { AND: [where, args.where] }, select: dealSelect })),
    db.deal.count({ where }),
  ]);
  return countedPage({ ...page, items: page.items.map(toDealRecord) }, total);
}

export type BoardColumn = StageTotal & { deals: DealRecord[]; nextCursor: string | null };
export type DealBoard = { columns: BoardColumn[]; totalValue: string };

async function columnDeals(stage: DealStageValue, perColumn: number) {
  const rows = await db.deal.findMany({
    where: { stage: TO_DB_STAGE[stage] },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: perColumn + 1,
    select: dealSelect,
  });
  const deals = rows.slice(0, perColumn);
  // The same cursor GET /api/admin/deals?stage=…&after=… reads.
  return {
    deals: deals.map(toDealRecord),
    nextCursor: rows.length > perColumn ? encodeCursor(deals[deals.length - 1]!) : null,
  };
}

/**
 * Every stage's deal count and value, in SPEC order (the board's column heads, the dashboard's pipeline chart),
 * from the trigger-kept `deal_stage_totals` (at most 16 slots a stage): summing the deals themselves read
 * every one of them (docs/decisions/dashboard-charts.md).
 */
export async function stageTotals(): Promise<StageTotal[]> {
  const totals = await db.dealStageTotal.groupBy({ by: ["stage"], _sum: { count: true, value: true } });
  const byStage = new Map(totals.map((row) => [FROM_DB_STAGE[row.stage], row._sum]));
  return DEAL_STAGES.map((stage) => {
    const total = byStage.get(stage);
    return { stage, count: Number(total?.count ?? 0), value: total?.value?.toFixed(2) ?? "0.00" };
  });
}

/** GET /api/admin/deals/board: six columns in SPEC order, each its first cards plus its true count and sum. */
export async function loadBoard(perColumn = BOARD_COLUMN_SIZE): Promise<DealBoard> {
  const [totals, ...pages] = await Promise.all([
    stageTotals(),
    ...DEAL_STAGES.map((stage) => columnDeals(stage, perColumn)),
  ]);
  const columns = totals.map((total, index) => ({ ...total, ...pages[index]! }));
  return { columns, totalValue: sumMoney(columns.map((column) => column.value)) };
}

const dealKind: RecordKind<DealRecord, "deal"> & ManyReader<DealRecord> = {
  type: "deal",
  noun: "deal",
  table: "deals",
  select: dealSelect,
  read: async (tx, id) => toDealRecord(await tx.deal.findUniqueOrThrow({ where: { id }, select: dealSelect })),
  readMany: async (tx, ids) =>
    (await tx.deal.findMany({ where: { id: { in: ids } }, select: dealSelect })).map(toDealRecord),
  label: (deal) => deal.title,
  notFound: () => notFound(DEAL_ERRORS.notFound),
};

/** The contact and company a deal names: each must exist, and stays until the change commits. */
const referencesOf = (input: Pick<DealPatch, "contactId" | "companyId">): Reference[] => [
  ["contacts", input.contactId, DEAL_VALIDATION.contactNotFound, DEAL_VALIDATION_CODES.contactNotFound],
  ["companies", input.companyId, DEAL_VALIDATION.companyNotFound, DEAL_VALIDATION_CODES.companyNotFound],
];

/** The columns a body names, as the database spells them; those left out stay undefined (unchanged). */
const dealData = <T extends DealPatch>({ stage, expectedCloseDate, ...same }: T) => ({
  ...same,
  ...(stage && { stage: TO_DB_STAGE[stage] }),
  ...(expectedCloseDate !== undefined && { expectedCloseDate: dateOnlyToDate(expectedCloseDate) }),
});

export function createDeal(actor: SessionUser, input: DealFormValues): Promise<DealRecord> {
  return createRecord(
    dealKind,
    actor,
    async (tx) => toDealRecord(await tx.deal.create({ data: dealData(input), select: dealSelect })),
    { references: referencesOf(input) },
  );
}

/** PATCH /api/admin/deals/{id}: the fields the body names (the board's stage move sends the stage alone). */
export function updateDeal(actor: SessionUser, change: RecordChange, patch: DealPatch): Promise<DealRecord> {
  return updateRecord(
    dealKind,
    actor,
    change,
    async (tx) =>
      toDealRecord(await tx.deal.update({ where: { id: change.id }, data: dealData(patch), select: dealSelect })),
    { references: referencesOf(patch) },
  );
}

/** DELETE /api/admin/deals/{id}: to the trash; activities that pointed at it keep existing, unlinked until a restore. */
export async function deleteDeal(actor: SessionUser, change: RecordChange): Promise<void> {
  await deleteRecord(dealKind, actor, change);
}

/** PATCH /api/admin/deals: one stage for the selected deals, or for a batch of those matching the list's filters. */
export function bulkUpdateDeals(actor: SessionUser, { change, ...target }: BulkEditDeals): Promise<BulkEditResult> {
  return updateRecords(dealKind, actor, target, (filter) => matchingIds((tx) => tx.deal, dealFilterWhere(filter)), {
    patch: change,
    write: (tx, ids) => tx.deal.updateMany({ where: { id: { in: ids } }, data: dealData(change) }),
  });
}
