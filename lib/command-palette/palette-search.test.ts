import { matchesQuery, userSearchTerm } from "@/lib/command-palette/palette-search";

describe("palette search", () => {
  it("matches when every word occurs in some field, ignoring case", () => {
    expect(matchesQuery("deal", ["Deals", "CRM", "/crm/deals"])).toBe(true);
    expect(matchesQuery("crm DEA", ["Deals", "CRM"])).toBe(true);
    expect(matchesQuery("crm shop", ["Deals", "CRM"])).toBe(false);
    expect(matchesQuery("   ", ["Deals"])).toBe(true);
  });

  it("sends handles without their @, keeps an email's @, and nothing too short", () => {
    expect(userSearchTerm("@ada_lovelace")).toBe("ada_lovelace");
    expect(userSearchTerm("  ada@example  ")).toBe("ada@example");
    expect(userSearchTerm("@@ada  love")).toBe("ada love");
    expect(userSearchTerm("a")).toBe("");
    expect(userSearchTerm("@a")).toBe("");
    expect(userSearchTerm("@")).toBe("");
    expect(userSearchTerm("ab")).toBe("ab");
  });
});
