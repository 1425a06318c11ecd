import { lowerCaseLikeTerm, searchTerms } from "@/lib/api/search";

describe("lowerCaseLikeTerm", () => {
  it("lower-cases letter by letter, as PostgreSQL's lower() does", () => {
    // Not "οδυσσευς": JavaScript would end a word with the final sigma, lower() does not.
    expect(lowerCaseLikeTerm("ΟΔΥΣΣΕΥΣ")).toBe("οδυσσευσ");
    // Not "i̇stanbul" (i and a combining dot): lower() maps İ to a plain i.
    expect(lowerCaseLikeTerm("İSTANBUL")).toBe("istanbul");
    expect(lowerCaseLikeTerm("Émile")).toBe("émile");
  });

  it("keeps LIKE's wildcards and escape as plain characters", () => {
    expect(lowerCaseLikeTerm("50%_OFF\\")).toBe("50\\%\\_off\\\\");
  });
});

describe("searchTerms", () => {
  it("splits on any whitespace and keeps at most five words", () => {
    expect(searchTerms("  ada\tlove  a b c d ")).toEqual(["ada", "love", "a", "b", "c"]);
  });
});
