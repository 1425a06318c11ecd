import { conflictingFields, fieldLabel } from "@/lib/records/conflict-fields";

describe("conflictingFields", () => {
  it("lists the fields the change named whose values differ, blank and null alike", () => {
    const current = { id: "d1", title: "Renewal", value: "900.00", description: null, stage: "lead", version: 3 };
    const attempted = { title: "Renewal", value: "1200.00", description: "", stage: "won", unknown: 1 };
    expect(conflictingFields(current, attempted)).toEqual([
      { field: "value", label: "Value", theirs: "900.00", yours: "1200.00" },
      { field: "stage", label: "Stage", theirs: "lead", yours: "won" },
    ]);
  });

  it("names fields in words", () => {
    expect(fieldLabel("expectedCloseDate")).toBe("Expected close date");
    expect(fieldLabel("companyId")).toBe("Company");
    expect(fieldLabel("isActive")).toBe("Is active");
  });
});
