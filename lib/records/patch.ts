// PATCH bodies name only what they change (the board's stage move sends the stage
// alone): every field of the form optional and without its default, so a field
// left out keeps its value instead of being reset.
import { z } from "zod";

export const EMPTY_PATCH = "Name at least one field to change";

type PatchShape<Shape extends z.ZodRawShape> = {
  [K in keyof Shape]: z.ZodOptional<Shape[K] extends z.ZodDefault<infer Inner> ? Inner : Shape[K]>;
};

/**
 * The PATCH schema of a form's fields. A rule over the whole object (a refine) would be lost on a part of it,
 * so a refined form is refused here: pass its bare fields and check the rule over the record the patch leaves.
 */
export function patchSchema<Shape extends z.ZodRawShape>(form: z.ZodObject<Shape>) {
  if (form._zod.def.checks?.length) throw new Error("patchSchema takes a form's bare fields, not a refined form");
  const fields = Object.entries(form.shape).map(([key, field]) => {
    const bare = (field instanceof z.ZodDefault ? field.unwrap() : field) as z.ZodType;
    return [key, bare.optional()];
  });
  // An empty patch would change nothing but the version, and write an audit entry saying so.
  return (z.object(Object.fromEntries(fields)) as z.ZodObject<PatchShape<Shape>>).refine(
    (patch) => Object.values(patch).some((value) => value !== undefined),
    EMPTY_PATCH,
  );
}
