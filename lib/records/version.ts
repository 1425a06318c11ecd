// Optimistic versions (docs/decisions/record-versions.md): every record carries a `version` that a
// database trigger raises on each write; a change may name the version it was
// made against in `If-Match`, and a stale one changes nothing.
import { badRequest } from "@/lib/api/errors";

export type VersionedRecord = { id: string; version: number; updatedAt?: Date };

export const IF_MATCH_INVALID = 'If-Match must be a record version in quotes, such as "3"';

// A record's version is a number; the roadmap's order is tagged in hex (lib/roadmap/order-tag.ts).
// Strong tags only: If-Match compares strongly (RFC 9110 §13.1.1), so a weak W/"…" is refused.
const ENTITY_TAG = /^"([0-9a-f]{1,64})"$/;

export const IF_MATCH_UNSUPPORTED = "This route does not check If-Match: send it only with a change to one record";

/** The tag an `If-Match` header names; undefined when there is none (or `*`, any version). */
export function parseIfMatch(header: string | null, versioned: boolean): string | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (!versioned) throw badRequest(IF_MATCH_UNSUPPORTED);
  if (value === "*") return undefined;
  const match = ENTITY_TAG.exec(value);
  if (!match) throw badRequest(IF_MATCH_INVALID);
  return match[1];
}
