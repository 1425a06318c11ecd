// GET /api/chat/restrictions (docs/chat-app-integration.md, "Restrictions"): the users whose restrictions
// (muted until, suspended until, banned) changed since the chat app's cursor, oldest change first, a bounded page.
// The position is the id of the transaction that made the change (users.restrictions_xid, set by a trigger on
// any change of the three columns, whoever makes it). A page serves only changes older than every transaction
// still running (pg_snapshot_xmin): those are committed or gone for good, so a change that commits after a
// later one can never fall behind a cursor already past it. A long transaction delays the feed, never loses it.
import "server-only";
import { db } from "@/lib/db";
import { SYSTEM_USER_ID } from "@/lib/users/record";

export const FEED_PAGE_SIZE = 500;

export type RestrictionChange = {
  id: string;
  mutedUntil: string | null;
  suspendedUntil: string | null;
  isBanned: boolean;
};

export type RestrictionsPage = {
  users: RestrictionChange[];
  /** Send it back as `since`; the same as the `since` sent when nothing changed. */
  next: string;
  /** More changes wait past `next`: ask again at once. */
  more: boolean;
};

/** A cursor: the change's transaction and the user's id, "<xid>.<id>" in base64url; "" is the beginning. */
type Cursor = { xid: bigint; id: string };

export function encodeCursor({ xid, id }: Cursor): string {
  return Buffer.from(`${xid}.${id}`).toString("base64url");
}

/** The largest xid a cursor holds: restrictions_xid is a bigint. */
const MAX_XID = 2n ** 63n - 1n;
/** The longest user id a cursor holds, as every id the API takes. */
const MAX_ID_LENGTH = 200;

/**
 * The cursor `since` names; null when it is not one of ours. Only what the query can compare: an xid past bigint,
 * or an id with a NUL (which text cannot hold), would fail in the database rather than answer 400.
 */
export function decodeCursor(since: string): Cursor | null {
  const text = Buffer.from(since, "base64url").toString("utf8");
  const dot = text.indexOf(".");
  const digits = text.slice(0, dot);
  const id = text.slice(dot + 1);
  if (dot < 1 || !/^\d{1,19}$/.test(digits) || id.length > MAX_ID_LENGTH || id.includes("\u0000")) return null;
  const xid = BigInt(digits);
  return xid <= MAX_XID ? { xid, id } : null;
}

type Row = { id: string; xid: bigint; mutedUntil: Date | null; suspendedUntil: Date | null; isBanned: boolean };

export async function restrictionChanges(since: Cursor | null, limit = FEED_PAGE_SIZE): Promise<RestrictionsPage> {
  const after = since ?? { xid: -1n, id: "" };
  const rows = await db.$queryRaw<Row[]>`
    SELECT id, restrictions_xid AS xid, muted_until AS "mutedUntil", suspended_until AS "suspendedUntil",
           is_banned AS "isBanned"
      FROM users
     WHERE restrictions_xid IS NOT NULL AND id <> ${SYSTEM_USER_ID}
       AND restrictions_xid < pg_snapshot_xmin(pg_current_snapshot())::text::bigint
       AND (restrictions_xid, id) > (${after.xid}, ${after.id})
     ORDER BY restrictions_xid, id
     LIMIT ${limit + 1}`;
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    users: page.map((row) => ({
      id: row.id,
      mutedUntil: row.mutedUntil?.toISOString() ?? null,
      suspendedUntil: row.suspendedUntil?.toISOString() ?? null,
      isBanned: row.isBanned,
    })),
    next: last ? encodeCursor({ xid: last.xid, id: last.id }) : since ? encodeCursor(since) : "",
    more: rows.length > limit,
  };
}
