// What one admin is told of a change (docs/decisions/live-lists.md): only changes to records of a type they may
// read (lib/permissions/read-permissions.ts), or a Moderator would learn which contacts changed and when; and the
// actor's label with its email masked unless they hold users.email, as the audit log shows it to them. Asked of
// each change as it goes out to each admin, so the hub still reads and hears once for every stream.
import { hasPermission } from "@/lib/permissions/has-permission";
import { mayReadRecordsOf, type Reader } from "@/lib/permissions/read-permissions";
import { EVERYTHING, type LiveChange } from "@/lib/live/schema";
import { maskEmailsIn } from "@/lib/users/email-mask";

/** The change as `viewer` may receive it; null when it is not theirs to hear of. "Refetch everything" names nothing. */
export function changeSeenBy(viewer: Reader, change: LiveChange): LiveChange | null {
  if (change.type !== EVERYTHING.type && !mayReadRecordsOf(viewer, change.type)) return null;
  if (change.actorLabel === null || hasPermission(viewer, "users.email")) return change;
  return { ...change, actorLabel: maskEmailsIn(change.actorLabel) };
}
