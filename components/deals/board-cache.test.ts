import { appendCards, moveDeal, type Board } from "@/components/deals/board-cache";
import { sumMoney } from "@/lib/deals/money";
import { type DealRow } from "@/lib/deals/schema";
import { DEAL_STAGES, type DealStageValue } from "@/lib/deals/stages";

function deal(id: string, stage: DealStageValue, value: string, createdAt: string): DealRow {
  return {
    id,
    title: `Deal ${id}`,
    description: null,
    value,
    stage,
    probability: 10,
    expectedCloseDate: null,
    contactId: null,
    companyId: null,
    contact: null,
    company: null,
    createdAt,
    updatedAt: createdAt,
    version: 1,
  };
}

function boardOf(
  deals: DealRow[],
  extra: Partial<Record<DealStageValue, { count: number; value: string }>> = {},
): Board {
  const columns = DEAL_STAGES.map((stage) => {
    const cards = deals.filter((card) => card.stage === stage);
    const totals = extra[stage] ?? { count: cards.length, value: sumMoney(cards.map((card) => card.value)) };
    return { stage, count: totals.count, value: totals.value, deals: cards, nextCursor: null };
  });
  return { columns, totalValue: "0.00" };
}

const column = (board: Board, stage: DealStageValue) => board.columns.find((candidate) => candidate.stage === stage)!;

describe("moveDeal (the optimistic board change)", () => {
  it("moves the card and both columns' counts and sums in exact cents", () => {
    // Columns as the server counts them: more deals than loaded cards.
    const board = {
      ...boardOf(
        [
          deal("a", "lead", "0.10", "2025-01-02T00:00:00.000Z"),
          deal("b", "proposal", "0.20", "2025-01-01T00:00:00.000Z"),
        ],
        {
          lead: { count: 120, value: "1000.10" },
          proposal: { count: 7, value: "0.20" },
        },
      ),
      totalValue: "1000.30",
    };
    const moved = moveDeal(board, "a", "proposal");
    expect(column(moved, "lead")).toMatchObject({ count: 119, value: "1000.00", deals: [] });
    expect(column(moved, "proposal")).toMatchObject({ count: 8, value: "0.30" });
    expect(column(moved, "proposal").deals.map((card) => [card.id, card.stage])).toEqual([
      ["a", "proposal"],
      ["b", "proposal"],
    ]);
    expect(moved.totalValue).toBe("1000.30");
  });

  it("keeps the newest-first order in the target column", () => {
    const board = boardOf([
      deal("new", "qualified", "1.00", "2025-03-01T00:00:00.000Z"),
      deal("old", "qualified", "1.00", "2025-01-01T00:00:00.000Z"),
      deal("mid", "lead", "1.00", "2025-02-01T00:00:00.000Z"),
    ]);
    expect(column(moveDeal(board, "mid", "qualified"), "qualified").deals.map((card) => card.id)).toEqual([
      "new",
      "mid",
      "old",
    ]);
  });

  it("moves back exactly (the rollback)", () => {
    const board = {
      ...boardOf([deal("a", "lead", "99999999.99", "2025-01-01T00:00:00.000Z")]),
      totalValue: "99999999.99",
    };
    const back = moveDeal(moveDeal(board, "a", "closed-won"), "a", "lead");
    expect(back).toEqual(board);
  });

  it("leaves the board alone for an unknown deal or its own stage", () => {
    const board = boardOf([deal("a", "lead", "5.00", "2025-01-01T00:00:00.000Z")]);
    expect(moveDeal(board, "missing", "proposal")).toBe(board);
    expect(moveDeal(board, "a", "lead")).toBe(board);
  });
});

describe("appendCards (Load more)", () => {
  it("appends a column's next page without duplicates and keeps its totals", () => {
    const board = boardOf([deal("a", "lead", "1.00", "2025-01-03T00:00:00.000Z")], {
      lead: { count: 3, value: "3.00" },
    });
    const next = appendCards(
      board,
      "lead",
      [deal("a", "lead", "1.00", "2025-01-03T00:00:00.000Z"), deal("b", "lead", "1.00", "2025-01-02T00:00:00.000Z")],
      "cursor",
    );
    expect(column(next, "lead")).toMatchObject({ count: 3, value: "3.00", nextCursor: "cursor" });
    expect(column(next, "lead").deals.map((card) => card.id)).toEqual(["a", "b"]);
  });
});
