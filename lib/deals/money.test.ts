import { formatUsd, fromCents, normaliseMoney, sumMoney, toCents } from "@/lib/deals/money";

describe("deal money (decimal(10,2) without floats)", () => {
  it("adds exactly where floats do not", () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumMoney(["0.10", "0.20"])).toBe("0.30");
    expect(sumMoney(["0.1", "0.2", "0.3"])).toBe("0.60");
    expect(sumMoney([])).toBe("0.00");
  });

  it("keeps large sums exact", () => {
    const many = Array.from({ length: 10_000 }, () => "99999999.99");
    expect(sumMoney(many)).toBe("999999999900.00");
    expect(sumMoney(["99999999.99", "0.01"])).toBe("100000000.00");
    expect(toCents("12345678901234567.89")).toBe(1234567890123456789n);
  });

  it("converts to and from cents", () => {
    expect(toCents("1234.5")).toBe(123450n);
    expect(toCents("7")).toBe(700n);
    expect(toCents("0.05")).toBe(5n);
    expect(toCents("-1.50")).toBe(-150n);
    expect(fromCents(123450n)).toBe("1234.50");
    expect(fromCents(5n)).toBe("0.05");
    expect(fromCents(0n)).toBe("0.00");
    expect(fromCents(-150n)).toBe("-1.50");
    expect(() => toCents("1.005")).toThrow();
    expect(() => toCents("abc")).toThrow();
    expect(() => toCents("1e3")).toThrow();
  });

  it.each([
    ["1234.5", "1234.50"],
    [" 12 ", "12.00"],
    ["0", "0.00"],
    ["00000001.1", "1.10"],
    ["99999999.99", "99999999.99"],
    [1234.5, "1234.50"],
    [0.1, "0.10"],
    [0, "0.00"],
  ])("normalises %p to %p", (input, expected) => {
    expect(normaliseMoney(input)).toBe(expected);
  });

  it.each(["", "abc", "1.005", "-1", "100000000", "1e3", "1.", ".5", "1,000", "NaN"])("refuses %p", (input) => {
    expect(normaliseMoney(input)).toBeNull();
  });

  it.each([0.1 + 0.2, 1e21, -1, Number.NaN, Infinity, 1e-7])("refuses the number %p", (input) => {
    expect(normaliseMoney(input)).toBeNull();
  });

  it("formats dollars with en-US grouping", () => {
    expect(formatUsd("1234.5")).toBe("$1,234.50");
    expect(formatUsd("0")).toBe("$0.00");
    expect(formatUsd("99999999.99")).toBe("$99,999,999.99");
    expect(formatUsd("999999999900.00")).toBe("$999,999,999,900.00");
    expect(formatUsd("-5.1")).toBe("-$5.10");
  });
});
