// A change made against a record's old version (a 412 with the current record, docs/decisions/record-versions.md):
// the panel's conflict dialog asks the admin to save it over or drop it and reload.
import { markAnswered } from "@/lib/api-client/errors";
import { VERSION_CONFLICT } from "@/lib/api/error-codes";
import type { VersionConflict } from "@/lib/records/conflict";

/** What the admin chose, shown their change was made against an old version: save it over, or drop it and reload. */
export type ConflictChoice = "overwrite" | "reload";
export type ConflictAsked = VersionConflict & { method: string; attempted: Record<string, unknown> | null };
type ResolveConflict = (conflict: ConflictAsked) => Promise<ConflictChoice>;
let resolveConflict: ResolveConflict | null = null;

/** The panel's layout installs its conflict dialog here; a stale change then asks the admin what to do. */
export function setConflictHandler(handler: ResolveConflict | null): void {
  resolveConflict = handler;
}

async function versionConflict(response: Response): Promise<VersionConflict | null> {
  if (response.status !== 412 || !(response.headers.get("content-type") ?? "").includes("application/json"))
    return null;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as (VersionConflict & { error?: unknown }) | null;
  // A record's conflict; the roadmap order's (a list, no version) is an ordinary refusal.
  return body?.error === VERSION_CONFLICT && typeof body.current?.version === "number" ? body : null;
}

const withIfMatch = (init: RequestInit, version: number): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), "If-Match": `"${version}"` },
});

/**
 * After a call's answer: when the record changed meanwhile, the admin's choice. Answers the request to send again
 * (overwrite: against the current version), or null to keep the answer (marked answered when the admin chose reload).
 */
export async function resendAfterConflict(response: Response, init: RequestInit): Promise<RequestInit | null> {
  const conflict = resolveConflict && (await versionConflict(response));
  if (!resolveConflict || !conflict) return null;
  const attempted = typeof init.body === "string" ? (JSON.parse(init.body) as Record<string, unknown>) : null;
  const choice = await resolveConflict({ ...conflict, method: init.method ?? "GET", attempted });
  if (choice === "overwrite") return withIfMatch(init, conflict.current.version);
  markAnswered(response);
  return null;
}
