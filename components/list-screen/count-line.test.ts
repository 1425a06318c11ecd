import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { CountLine } from "@/components/list-screen/count-line";

type ListState = Parameters<typeof CountLine>[0]["list"];

const line = (list: ListState) =>
  renderToStaticMarkup(createElement(CountLine, { list, noun: "contacts", unit: "contact(s)" }));

describe("CountLine", () => {
  it("says what it waits for, and what failed", () => {
    expect(line({ isPending: true, isError: false })).toBe("Loading contacts...");
    expect(line({ isPending: false, isError: true })).toBe("Could not load contacts.");
  });

  it("counts the matches, with '+' when the count stopped at its cap", () => {
    expect(line({ isPending: false, isError: false, data: { total: 3, totalExact: true } })).toBe("3 contact(s)");
    expect(line({ isPending: false, isError: false, data: { total: 1000, totalExact: false } })).toBe(
      "1000+ contact(s)",
    );
    expect(line({ isPending: false, isError: false })).toBe("0 contact(s)");
  });
});
