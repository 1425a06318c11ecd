// Bulk edit (issue 21): PATCH on a resource's collection changes the selected rows
// (at the versions the admin saw) or every row matching the list's filters, in one
// transaction, one audit row per record changed; a row changed meanwhile refuses
// the lot (409, nothing changed); a row a rule refuses is skipped and reported.
import { PATCH as bulkDealsRoute } from "@/app/api/admin/deals/route";
import { PATCH as updateDealRoute } from "@/app/api/admin/deals/[id]/route";
import { db } from "@/lib/db";
import { RECORDS_CHANGED, type BulkEditResult } from "@/lib/records/bulk-edit";
import { DEAL_VALIDATION } from "@/lib/deals/messages";
import { uniqueTag } from "../helpers/fixtures";
import { callRoute } from "../helpers/request";
import { cookieFor } from "../helpers/session";

type Handler = Parameters<typeof callRoute>[0];

async function bulk(route: Handler, body: unknown, role: "admin" | "superadmin" = "admin") {
  return callRoute(route, { method: "PATCH", cookie: await cookieFor(role), body });
}

async function bulkOk(route: Handler, body: unknown, role?: "admin" | "superadmin"): Promise<BulkEditResult> {
  const response = await bulk(route, body, role);
  expect({ status: response.status, text: response.status === 200 ? "" : response.text }).toEqual({
    status: 200,
    text: "",
  });
  return response.json() as BulkEditResult;
}

const auditCount = (action: string, ids: string[]) => db.auditLog.count({ where: { action, targetId: { in: ids } } });

const selection = (rows: { id: string; version: number }[]) => rows.map(({ id, version }) => ({ id, version }));

async function deals(count: number, tag = uniqueTag()) {
  const rows = [];
  for (let index = 0; index < count; index += 1)
    rows.push(await db.deal.create({ data: { title: `bulk-${tag}-${index}`, value: "10.00" } }));
  return { tag, rows, ids: rows.map((row) => row.id) };
}

const stagesOf = async (ids: string[]) =>
  (await db.deal.findMany({ where: { id: { in: ids } }, orderBy: { id: "asc" }, select: { stage: true } })).map(
    (row) => row.stage,
  );

describe("bulk edit: deals", () => {
  it("moves the selected deals to a stage, one deal.update audit row each, and leaves one already there alone", async () => {
    const { rows, ids } = await deals(3);
    await db.deal.update({ where: { id: ids[2] }, data: { stage: "proposal" } });
    const current = await db.deal.findMany({ where: { id: { in: ids } } });

    const result = await bulkOk(bulkDealsRoute, { records: selection(current), change: { stage: "proposal" } });

    expect(result).toEqual({ matched: 3, changed: 2, unchanged: 1, skipped: 0, skippedRecords: [], next: null });
    expect(await stagesOf(ids)).toEqual(["proposal", "proposal", "proposal"]);
    expect(await auditCount("deal.update", ids)).toBe(2);
    const entry = await db.auditLog.findFirstOrThrow({ where: { action: "deal.update", targetId: rows[0]!.id } });
    expect(entry.details).toMatchObject({ before: { stage: "lead" }, after: { stage: "proposal" }, version: 2 });
  });

  it("changes nothing when a selected deal changed meanwhile, and names it (409); the rest then goes through", async () => {
    const { ids } = await deals(3);
    const seen = await db.deal.findMany({ where: { id: { in: ids } } });
    // Another admin edits one of them after the list was loaded.
    const other = await callRoute(updateDealRoute, {
      method: "PATCH",
      cookie: await cookieFor("superadmin"),
      params: { id: ids[1]! },
      body: { title: "changed meanwhile" },
    });
    expect(other.status).toBe(200);

    const refused = await bulk(bulkDealsRoute, { records: selection(seen), change: { stage: "negotiation" } });

    expect(refused.status).toBe(409);
    expect(refused.json()).toMatchObject({
      error: RECORDS_CHANGED,
      count: 1,
      changed: [{ id: ids[1], label: "changed meanwhile", version: 2 }],
    });
    expect(await stagesOf(ids)).toEqual(["lead", "lead", "lead"]);
    expect(await auditCount("deal.update", ids)).toBe(1);

    // "Apply to the rest": the same change without the row that moved.
    const rest = seen.filter((deal) => deal.id !== ids[1]);
    expect(await bulkOk(bulkDealsRoute, { records: selection(rest), change: { stage: "negotiation" } })).toMatchObject({
      changed: 2,
    });
    const byId = Object.fromEntries(
      (await db.deal.findMany({ where: { id: { in: ids } } })).map((deal) => [deal.id, deal]),
    );
    expect([byId[ids[0]!]!.stage, byId[ids[1]!]!.stage, byId[ids[2]!]!.stage]).toEqual([
      "negotiation",
      "lead",
      "negotiation",
    ]);
    expect(byId[ids[1]!]!.title).toBe("changed meanwhile");
  });

  it("reports a selected deal deleted meanwhile as changed, with no version", async () => {
    const { ids } = await deals(2);
    const seen = await db.deal.findMany({ where: { id: { in: ids } } });
    await db.deal.delete({ where: { id: ids[0] } });
    const refused = await bulk(bulkDealsRoute, { records: selection(seen), change: { stage: "qualified" } });
    expect(refused.status).toBe(409);
    expect(refused.json()).toMatchObject({ changed: [{ id: ids[0], label: null, version: null }] });
    expect(await stagesOf([ids[1]!])).toEqual(["lead"]);
  });

  it("changes every deal matching the filters, in batches that follow `next`", async () => {
    const { tag, ids } = await deals(5);
    const filter = { search: `bulk-${tag}`, stage: "lead" };

    const first = await bulkOk(bulkDealsRoute, { filter, limit: 2, change: { stage: "closed-won" } });
    expect(first).toMatchObject({ matched: 2, changed: 2, next: expect.any(String) });
    const second = await bulkOk(bulkDealsRoute, {
      filter,
      limit: 2,
      after: first.next,
      change: { stage: "closed-won" },
    });
    expect(second).toMatchObject({ matched: 2, changed: 2, next: expect.any(String) });
    const third = await bulkOk(bulkDealsRoute, {
      filter,
      limit: 2,
      after: second.next,
      change: { stage: "closed-won" },
    });
    expect(third).toMatchObject({ matched: 1, changed: 1, next: null });

    expect(await stagesOf(ids)).toEqual(Array(5).fill("closed_won"));
    expect(await auditCount("deal.update", ids)).toBe(5);
  });

  it("leaves out a deal that matches no more, and takes none that the filter does not match", async () => {
    const { tag, ids } = await deals(2);
    await db.deal.update({ where: { id: ids[0] }, data: { stage: "qualified" } });
    const result = await bulkOk(bulkDealsRoute, {
      filter: { search: `bulk-${tag}`, stage: "lead" },
      change: { stage: "proposal" },
    });
    expect(result).toMatchObject({ matched: 1, changed: 1, next: null });
    expect(await stagesOf(ids)).toEqual(ids[0]! < ids[1]! ? ["qualified", "proposal"] : ["proposal", "qualified"]);
  });

  it("refuses a body without a selection or filter, or with both, or an unknown stage (400), changing nothing", async () => {
    const { rows, ids } = await deals(1);
    const bodies = [
      { change: { stage: "proposal" } },
      { records: [], change: { stage: "proposal" } },
      { records: selection(rows), filter: {}, change: { stage: "proposal" } },
      { records: selection(rows), change: { stage: "won" } },
      { records: selection(rows), change: { stage: "proposal", title: "x" } },
      { records: selection(rows), after: ids[0], change: { stage: "proposal" } },
    ];
    const answers = [];
    for (const body of bodies) answers.push((await bulk(bulkDealsRoute, body)).status);
    expect(answers).toEqual([400, 400, 400, 400, 400, 400]);
    expect((await bulk(bulkDealsRoute, { records: [], change: { stage: "lead" } })).text).toBe(
      DEAL_VALIDATION.bulkIdsRequired,
    );
    expect(await stagesOf(ids)).toEqual(["lead"]);
  });
});
