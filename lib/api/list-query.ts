// The query string of every keyset-paged list: its filters plus limit/after/before.
import { z } from "zod";

const cursor = z.string().max(200).optional();

/** limit, after and before, with the list's own default and maximum page size. */
export function keysetQuerySchema({ defaultLimit, max }: { defaultLimit: number; max: number }) {
  return z.object({
    limit: z.coerce.number().int().min(1).max(max).default(defaultLimit),
    after: cursor,
    before: cursor,
  });
}
