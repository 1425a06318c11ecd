// Live lists (docs/decisions/live-lists.md): what the panel says when records change. The server's
// (the stream, the poll); the browser takes its types and checks a change by
// hand (lib/live/is-sent-change.ts).
import { z } from "zod";

/** The channel the audit log's trigger notifies (migration `live_changes`). */
export const LIVE_CHANNEL = "panel_changes";

/**
 * Records of one type changed by one admin in one way. Ids only, never the
 * record: the browser refetches through the API, under the list's own access
 * check. `ids` null: too many to name, refetch every list of the type.
 */
export const liveChangeSchema = z.object({
  type: z.string(),
  action: z.string(),
  ids: z.array(z.string()).nullable(),
  actorId: z.string().nullable(),
  actorLabel: z.string().nullable(),
});
export type LiveChange = z.infer<typeof liveChangeSchema>;

/**
 * A change as the browser receives it, with `stale`: the API paths whose answers it made stale
 * (lib/live/keys.ts), each a query key's root. The server knows what shows what, so no screen's
 * code carries that map (docs/decisions/page-weight.md).
 */
export const sentChangeSchema = liveChangeSchema.extend({ stale: z.array(z.string()) });
export type SentChange = z.infer<typeof sentChangeSchema>;

/** Also on the channel: streams that newer ones of their session replaced (the `admit_live_stream` function). */
export const supersededSchema = z.object({ superseded: z.array(z.string()) });

/** Said after a gap in what the server heard (a lost connection): whatever changed meanwhile is unknown, refetch it all. */
export const EVERYTHING: LiveChange = { type: "*", action: "*", ids: null, actorId: null, actorLabel: null };

/**
 * GET /api/admin/changes?since= (the poll) and /changes/stream?since=: `since` is the `now` of the
 * poll's answer before, or when the page was rendered (the server's clock, in milliseconds).
 */
export const changesQuerySchema = z.strictObject({
  // At most the last time a Date can hold.
  since: z.coerce.number().int().nonnegative().max(8.64e15).optional(),
});

/** A poll's answer: each change under the audit entry it comes from (a change can come twice; its entry says it is the same). */
export type ChangesAnswer = { now: number; changes: { entryId: string; change: SentChange }[] };
