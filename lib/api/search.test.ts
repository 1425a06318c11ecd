import { escapeLike, searchTerms } from "@/lib/api/search";

describe("searchTerms", () => {
  it("splits on any whitespace and keeps at most five words", () => {
    expect(searchTerms("  ada\tlove  a b c d ")).toEqual(["ada", "love", "a", "b", "c"]);
  });
});

describe("escapeLike", () => {
  it("makes LIKE's wildcards and escape plain characters", () => {
    expect(escapeLike("50%_off\\")).toBe("50\\%\\_off\\\\");
  });
});
