// What a 412 on a stale version carries (lib/records/stale-version.ts), shared with
// the browser: the panel's conflict dialog reads it (components/records/). Its code,
// VERSION_CONFLICT, is in lib/api/error-codes.ts with every other.

/** A change refused because the record changed since the version it named. */
export type VersionConflict = {
  message: string;
  /** The admin whose change made the current version; null when no audit entry says. */
  changedBy: string | null;
  changedAt: string;
  /** The record as it is now. */
  current: { version: number } & Record<string, unknown>;
};
