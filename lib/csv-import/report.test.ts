import { CSV_IMPORT_TEXT } from "@/lib/csv-import/messages";
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

  it("says how many rejected rows it leaves out when the answer listed only the first", () => {
    const report = rejectedRowsReport(["Name"], [{ row: 2, reason: "Name is required", cells: [""] }], 1_500_001);
    expect(parseCsv(report.slice(1))).toEqual([
      ["Row", "Reason", "Name"],
      ["2", "Name is required", ""],
      ["", CSV_IMPORT_TEXT.reportLeftOut(1_500_000, 1_500_001)],
    ]);
    expect(CSV_IMPORT_TEXT.reportLeftOut(1_500_000, 1_500_001)).toBe(
      "1,500,000 more rejected rows are not listed here: this report lists the first 1 of 1,500,001.",
    );
  });
});
