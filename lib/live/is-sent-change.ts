// The browser's check of a change the stream sends (lib/live/schema.ts's
// sentChangeSchema, by hand): the live connection is on every screen, and zod
// would add 32 KB (gzip) to what each first visit downloads (docs/decisions/page-weight.md).
import type { SentChange } from "@/lib/live/schema";

const isString = (value: unknown): value is string => typeof value === "string";
const isStringOrNull = (value: unknown) => value === null || isString(value);
const isStrings = (value: unknown) => Array.isArray(value) && value.every(isString);

export function isSentChange(value: unknown): value is SentChange {
  if (typeof value !== "object" || value === null) return false;
  const change = value as Record<string, unknown>;
  return (
    isString(change.type) &&
    isString(change.action) &&
    (change.ids === null || isStrings(change.ids)) &&
    isStringOrNull(change.actorId) &&
    isStringOrNull(change.actorLabel) &&
    isStrings(change.stale)
  );
}
