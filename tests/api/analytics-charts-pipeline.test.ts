// The pipeline chart's rollup (deal_stage_totals, docs/decisions/dashboard-charts.md): the triggers on deals keep each
// stage's count and value equal to the deals themselves while the panel's writes run at once:
// creates, stage moves (two of one deal together), value edits, a bulk move, trash and restore,
// and transactions that hold their move uncommitted while the others land.
// On a database of its own: its burst of deal writes would shift the board totals that
// tests/api/deals.test.ts reads before and after its own writes.
import type * as DealsRoutes from "@/app/api/admin/deals/route";
import type * as DealRoutes from "@/app/api/admin/deals/[id]/route";
import type * as RestoreRoutes from "@/app/api/admin/trash/[type]/[id]/restore/route";
import type * as PrismaClientModule from "@/lib/generated/prisma/client";
import type { DealRow } from "@/lib/deals/schema";
import { DEAL_STAGES } from "@/lib/deals/stages";
import type * as FixtureHelpers from "../helpers/fixtures";
import { switchToIsolatedDatabase } from "../helpers/isolated-database";
import type * as RollupHelpers from "../helpers/rollup";
import { callRoute } from "../helpers/request";
import type * as SessionHelpers from "../helpers/session";

const db = switchToIsolatedDatabase("PIPELINE_DATABASE_URL");
const { PATCH: bulkDealsRoute, POST: createDealRoute } =
  jest.requireActual<typeof DealsRoutes>("@/app/api/admin/deals/route");
const { DELETE: deleteDealRoute, PATCH: updateDealRoute } = jest.requireActual<typeof DealRoutes>(
  "@/app/api/admin/deals/[id]/route",
);
const { POST: restoreRoute } = jest.requireActual<typeof RestoreRoutes>(
  "@/app/api/admin/trash/[type]/[id]/restore/route",
);
const { Prisma } = jest.requireActual<typeof PrismaClientModule>("@/lib/generated/prisma/client");
const { uniqueTag } = jest.requireActual<typeof FixtureHelpers>("../helpers/fixtures");
const { rollupAndTable } = jest.requireActual<typeof RollupHelpers>("../helpers/rollup");
const { cookieFor } = jest.requireActual<typeof SessionHelpers>("../helpers/session");

type Call = { method: string; route: Parameters<typeof callRoute>[0]; params?: Record<string, string>; body?: unknown };

/** One admin call; any answer but a success fails the test with its text. */
async function ok({ method, route, params, body }: Call) {
  const response = await callRoute(route, { method, cookie: await cookieFor("admin"), params, body });
  expect({
    status: response.status < 300 ? "ok" : response.status,
    text: response.status < 300 ? "" : response.text,
  }).toEqual({ status: "ok", text: "" });
  return response;
}

const create = (tag: string, index: number): Call => ({
  method: "POST",
  route: createDealRoute,
  body: { title: `pipeline-${tag}-${index}`, value: `${index * 101}.${index % 10}5`, stage: DEAL_STAGES[index % 6] },
});
const edit = (deal: DealRow, body: Record<string, string>): Call => ({
  method: "PATCH",
  route: updateDealRoute,
  params: { id: deal.id },
  body,
});
const move = (deal: DealRow, stage: string) => edit(deal, { stage });
const trash = (deal: DealRow): Call => ({ method: "DELETE", route: deleteDealRoute, params: { id: deal.id } });
const restore = (deal: DealRow): Call => ({
  method: "POST",
  route: restoreRoute,
  params: { type: "deal", id: deal.id },
});

type Write = Call | (() => Promise<unknown>);

/**
 * Runs the writes `width` at a time, in the list's order: concurrent, yet within the pool (10), so no
 * transaction waits past Prisma's 2 s for a connection on a loaded machine. Answers their results in order.
 */
async function concurrently(writes: Write[], width = 6): Promise<unknown[]> {
  const results: unknown[] = [];
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < writes.length; index = next++) {
      const write = writes[index]!;
      results[index] = await (typeof write === "function" ? write() : ok(write));
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
  return results;
}

/** A move by SQL that stays uncommitted for a while, so the others' moves land on the rollup meanwhile. */
const heldMove = (deal: DealRow, stage: string) => () =>
  db.$transaction(async (tx) => {
    await tx.$executeRaw`UPDATE deals SET stage = ${stage}::deal_stage, value = value + 1 WHERE id = ${deal.id}`;
    await tx.$executeRaw`SELECT pg_sleep(0.05)`;
  });

describe("pipeline value by stage", () => {
  it("keeps deal_stage_totals equal to the deals grouped by stage through concurrent writes", async () => {
    const tag = uniqueTag();
    const created = await concurrently(Array.from({ length: 16 }, (_, index) => create(tag, index)));
    const deals = created.map((response) => (response as Awaited<ReturnType<typeof ok>>).json() as DealRow);

    await concurrently([
      ...deals.slice(0, 4).map((deal) => move(deal, "negotiation")),
      // Two moves of one deal: the second waits for the first's row lock and moves it from where the first left it.
      move(deals[4]!, "closed-won"),
      move(deals[4]!, "closed-lost"),
      ...deals.slice(5, 7).map((deal) => edit(deal, { value: "0.10" })),
      ...deals.slice(7, 10).map(trash),
      {
        method: "PATCH",
        route: bulkDealsRoute,
        body: {
          records: deals.slice(10, 13).map(({ id, version }) => ({ id, version })),
          change: { stage: "qualified" },
        },
      },
      ...deals.slice(13, 16).map((deal) => heldMove(deal, "closed-won")),
      ...[16, 17, 18, 19].map((index) => create(tag, index)),
    ]);

    await concurrently([
      restore(deals[7]!),
      restore(deals[8]!),
      trash(deals[0]!),
      trash(deals[13]!),
      move(deals[10]!, "closed-lost"),
      heldMove(deals[14]!, "lead"),
      heldMove(deals[15]!, "proposal"),
    ]);

    const { rollup, table } = await rollupAndTable(
      Prisma.sql`SELECT stage::text AS key, sum(count)::int AS count, sum(value)::text AS value FROM deal_stage_totals
                  GROUP BY stage HAVING sum(count) <> 0 OR sum(value) <> 0 ORDER BY stage`,
      Prisma.sql`SELECT stage::text AS key, count(*)::int AS count, sum(value)::text AS value FROM deals
                  GROUP BY stage ORDER BY stage`,
    );
    expect(rollup).toEqual(table);
    expect(table.reduce((sum, row) => sum + row.count, 0)).toBeGreaterThanOrEqual(18);
  });
});
