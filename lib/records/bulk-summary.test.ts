import { countOf, summaryLine } from "@/lib/records/bulk-summary";
import { emptySummary, type BulkSummary } from "@/lib/records/bulk-run";

const DEALS = { one: "deal", many: "deals" };
const summary = (part: Partial<BulkSummary>): BulkSummary => ({ ...emptySummary(), ...part });

describe("a bulk edit's summary in words", () => {
  it("counts in the singular or plural, with thousands grouped", () => {
    expect([countOf(1, DEALS), countOf(0, DEALS), countOf(12_000, DEALS)]).toEqual([
      "1 deal",
      "0 deals",
      "12,000 deals",
    ]);
  });

  it("names only what happened", () => {
    expect(summaryLine(summary({ changed: 55 }), DEALS)).toBe("55 deals changed");
    expect(
      summaryLine(
        summary({ changed: 1, unchanged: 3, skipped: 2, conflicts: [{ id: "a", label: "A", version: 2 }] }),
        DEALS,
      ),
    ).toBe("1 deal changed, 3 already so, 2 skipped, 1 changed meanwhile");
  });
});
