// How long a claim holds and an Undo stays open (docs/decisions/moderation.md "Reports"). Client-safe: the screen
// shows the same rules the server applies.

/** Opening an item claims it for this long; the same moderator's next open renews it, anyone may take it after. */
export const CLAIM_MS = 5 * 60_000;

/** The toast offers Undo this long. */
export const UNDO_MS = 10_000;

/** The server takes an Undo a little longer, for a click at the toast's last moment on a slow connection. */
export const UNDO_GRACE_MS = UNDO_MS + 10_000;

/** Whether a claim made at `claimedAt` still holds at `now`. */
export function claimHolds(item: { claimedAt: Date | string | null }, now = new Date()): boolean {
  return item.claimedAt !== null && now.getTime() - new Date(item.claimedAt).getTime() < CLAIM_MS;
}
