// PATCH bodies name only what they change (the board's stage move sends the stage
// alone): every field of the form optional and without its default, so a field
// left out keeps its value instead of being reset.
import { z } from "zod";

type PatchShape<Shape extends z.ZodRawShape> = {
  [K in keyof Shape]: z.ZodOptional<Shape[K] extends z.ZodDefault<infer Inner> ? Inner : Shape[K]>;
};

export function patchSchema<Shape extends z.ZodRawShape>(form: z.ZodObject<Shape>): z.ZodObject<PatchShape<Shape>> {
  const fields = Object.entries(form.shape).map(([key, field]) => {
    const bare = (field instanceof z.ZodDefault ? field.unwrap() : field) as z.ZodType;
    return [key, bare.optional()];
  });
  return z.object(Object.fromEntries(fields)) as z.ZodObject<PatchShape<Shape>>;
}
