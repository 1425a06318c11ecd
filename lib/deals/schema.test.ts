import { activityFormSchema } from "@/lib/activities/schema";
import { isDateOnly } from "@/lib/validation/date-only";
import { DEAL_VALIDATION } from "@/lib/deals/messages";
import { dealFormSchema, probabilitySchema } from "@/lib/deals/schema";

describe("the deal form schema (shared by the form and the API)", () => {
  it.each([
    ["", 0],
    [Number.NaN, 0],
    ["abc", 0],
    ["0x10", 0],
    ["1e2", 0],
    [undefined, 0],
    [null, 0],
    ["40", 40],
    [" 7 ", 7],
    [100, 100],
  ])("turns probability %p into %p (SPEC §5: non-numeric becomes 0)", (input, expected) => {
    expect(probabilitySchema.parse(input)).toBe(expected);
  });

  it.each([101, -1, "101", "-5", "5.5", Infinity, 1.5])("refuses the probability %p", (input) => {
    expect(probabilitySchema.safeParse(input).success).toBe(false);
  });

  it("normalises the form's values: two-decimal value text, blanks to null, SPEC defaults", () => {
    expect(
      dealFormSchema.parse({
        title: " Big deal ",
        value: "1200",
        description: " ",
        expectedCloseDate: "",
        contactId: "",
        companyId: null,
      }),
    ).toEqual({
      title: "Big deal",
      description: null,
      value: "1200.00",
      stage: "lead",
      probability: 0,
      expectedCloseDate: null,
      contactId: null,
      companyId: null,
    });
  });

  it("says which rule a value breaks", () => {
    const message = (value: unknown) => dealFormSchema.safeParse({ title: "t", value }).error?.issues[0]?.message;
    expect(message("")).toBe(DEAL_VALIDATION.valueRequired);
    expect(message(undefined)).toBe(DEAL_VALIDATION.valueRequired);
    expect(message("1.005")).toBe(DEAL_VALIDATION.valueFormat);
    expect(message("99999999.99")).toBeUndefined();
  });

  it.each([
    ["2024-02-29", true],
    ["2025-02-29", false],
    ["2025-1-01", false],
    ["0000-01-01", false],
    ["9999-12-31", true],
    ["2025-12-31T00:00:00Z", false],
  ])("isDateOnly(%p) is %p", (value, expected) => {
    expect(isDateOnly(value)).toBe(expected);
  });

  it("fills the activity defaults (SPEC §9: type task, completed false)", () => {
    expect(activityFormSchema.parse({ title: "Call" })).toEqual({
      type: "task",
      title: "Call",
      description: null,
      completed: false,
      dueDate: null,
      contactId: null,
      dealId: null,
    });
  });
});
