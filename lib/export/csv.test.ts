import { CSV_BOM, csvCell, csvRow } from "@/lib/export/csv";

describe("csvCell", () => {
  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ["+1 555", `"'+1 555"`],
    ["-2+3", `"'-2+3"`],
    ["@SUM(A1)", `"'@SUM(A1)"`],
    ["\tindented", `"'\tindented"`],
    ["\rcarriage", `"'\rcarriage"`],
    ["\nline", `"'\nline"`],
    ["  =1+1", `"'  =1+1"`],
    ["\uFF1DSUM(A1)", `"'\uFF1DSUM(A1)"`],
    ["-1", `"'-1"`],
  ])("escapes a cell a spreadsheet would run as a formula: %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ["plain", '"plain"'],
    ["a,b", '"a,b"'],
    ["Eve;=1+1", '"Eve;=1+1"'],
    ["tab\there", '"tab\there"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    [" padded ", '" padded "'],
    ["Zoë 🙂", '"Zoë 🙂"'],
    ["a-b", '"a-b"'],
    ["", '""'],
  ])("quotes every text cell, so no locale's separator splits it: %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it("writes numbers, booleans, dates and blanks as data", () => {
    expect(csvRow([-5, true, new Date("2024-01-02T03:04:05.000Z"), null, undefined, ""])).toBe(
      '-5,true,2024-01-02T03:04:05.000Z,,,""\r\n',
    );
    expect(CSV_BOM).toBe("\uFEFF");
  });
});
