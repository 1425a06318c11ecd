import { rejectedRowsReport } from "@/lib/csv-import/report";
import { parseCsv } from "@/tests/helpers/csv";

describe("rejectedRowsReport", () => {
  it("lists each rejected row's number, reason and cells, with formula-looking cells neutralised", () => {
    const report = rejectedRowsReport(
      ["Name", "Note"],
      [
        { row: 3, reason: "Valid email is required", cells: ['=HYPERLINK("http://x")', "a;b"] },
        { row: 7, reason: "Last name is required", cells: ["@SUM(A1)", "-1"] },
      ],
    );
    expect(report.startsWith("\uFEFF")).toBe(true);
    expect(parseCsv(report.slice(1))).toEqual([
      ["Row", "Reason", "Name", "Note"],
      ["3", "Valid email is required", '\'=HYPERLINK("http://x")', "a;b"],
      ["7", "Last name is required", "'@SUM(A1)", "'-1"],
    ]);
  });
});
