import { z } from "zod";
import { EMPTY_PATCH, patchSchema } from "@/lib/records/patch";

const form = z.object({ title: z.string().min(1, "Title is required"), stage: z.enum(["a", "b"]).default("a") });

describe("patchSchema", () => {
  it("takes any of the form's fields, fills no default, and refuses an empty patch", () => {
    const patch = patchSchema(form);
    expect(patch.parse({ stage: "b" })).toEqual({ stage: "b" });
    expect(patch.parse({ title: "Renewal" })).toEqual({ title: "Renewal" });
    expect(patch.safeParse({ title: "" }).error?.issues[0]?.message).toBe("Title is required");
    expect(patch.safeParse({}).error?.issues[0]?.message).toBe(EMPTY_PATCH);
  });

  it("refuses a refined form, whose rule a part of it would lose", () => {
    expect(() => patchSchema(form.refine((value) => value.title !== "x"))).toThrow(/bare fields/);
  });
});
