// What the trash does for users beyond the generic rows: their id, email and
// handle stay reserved (a trigger refuses them to anyone else, see the trash
// migration), and their messages and direct messages go to the deleted-user
// account at once, as SPEC says, with the original sender kept on each row so
// a restore gives every one back and the purge forgets it.
import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { TRASH_KINDS } from "@/lib/trash/kinds";
import { SYSTEM_USER_ID } from "@/lib/users/record";

type Tx = Prisma.TransactionClient;

export type UserExtras = { messagesMoved: number; directMessagesMoved: number };

export async function trashUserExtras(tx: Tx, ids: string[]): Promise<UserExtras> {
  await tx.$executeRaw`
    INSERT INTO "trash_reservations" ("value", "trash_id")
    SELECT v."value", e."id" FROM "trash" AS e JOIN "users" AS u ON u."id" = e."record_id"
     CROSS JOIN LATERAL (VALUES ('id:' || u."id"), ('email:' || u."email"), ('handle:' || u."handle")) AS v("value")
     WHERE e."type" = 'user' AND u."id" = ANY(${ids}::text[]) AND v."value" IS NOT NULL`;
  const messagesMoved = await tx.$executeRaw`
    UPDATE "messages" SET "original_user_id" = "user_id", "user_id" = ${SYSTEM_USER_ID}
     WHERE "user_id" = ANY(${ids}::text[])`;
  const sent = await tx.$executeRaw`
    UPDATE "direct_messages" SET "original_sender_id" = "sender_id", "sender_id" = ${SYSTEM_USER_ID}
     WHERE "sender_id" = ANY(${ids}::text[])`;
  const received = await tx.$executeRaw`
    UPDATE "direct_messages" SET "original_recipient_id" = "recipient_id", "recipient_id" = ${SYSTEM_USER_ID}
     WHERE "recipient_id" = ANY(${ids}::text[])`;
  return { messagesMoved, directMessagesMoved: sent + received };
}

/** Before the users' rows come back: their values are theirs again. */
export async function releaseReservations(tx: Tx, entryIds: string[]): Promise<void> {
  await tx.$executeRaw`DELETE FROM "trash_reservations" WHERE "trash_id" = ANY(${entryIds}::text[])`;
}

/** After the users' rows came back: every message they sent or received is theirs again. */
export async function restoreUserMessages(tx: Tx, ids: string[]): Promise<number> {
  const messages = await tx.$executeRaw`
    UPDATE "messages" SET "user_id" = "original_user_id", "original_user_id" = NULL
     WHERE "original_user_id" = ANY(${ids}::text[])`;
  const sent = await tx.$executeRaw`
    UPDATE "direct_messages" SET "sender_id" = "original_sender_id", "original_sender_id" = NULL
     WHERE "original_sender_id" = ANY(${ids}::text[])`;
  const received = await tx.$executeRaw`
    UPDATE "direct_messages" SET "recipient_id" = "original_recipient_id", "original_recipient_id" = NULL
     WHERE "original_recipient_id" = ANY(${ids}::text[])`;
  return messages + sent + received;
}

/**
 * The purge: the messages stay with the deleted-user account for good, also those in a trashed
 * channel, so a later user given the same id is never taken for their sender.
 */
export async function forgetOriginalSenders(tx: Tx, ids: string[]): Promise<void> {
  await tx.$executeRaw`UPDATE "messages" SET "original_user_id" = NULL WHERE "original_user_id" = ANY(${ids}::text[])`;
  await tx.$executeRaw`
    UPDATE "direct_messages" SET "original_sender_id" = NULL WHERE "original_sender_id" = ANY(${ids}::text[])`;
  await tx.$executeRaw`
    UPDATE "direct_messages" SET "original_recipient_id" = NULL WHERE "original_recipient_id" = ANY(${ids}::text[])`;
  await tx.$executeRaw`
    UPDATE "trash_rows" SET "row" = jsonb_set("row", '{original_user_id}', 'null'::jsonb)
     WHERE "trash_id" IN (SELECT "id" FROM "trash" WHERE "type" = 'channel') AND "table_name" = 'messages'
       AND "row"->>'original_user_id' = ANY(${ids}::text[])`;
}

/**
 * Before a trashed channel's messages come back, their senders as things stand now: one deleted
 * meanwhile gives way to the deleted-user account (kept as the original while that user is in the
 * trash); one restored meanwhile gets back the messages that had gone to that account.
 */
export async function settleMessageSenders(tx: Tx, entryIds: string[]): Promise<void> {
  await tx.$executeRaw`
    UPDATE "trash_rows" AS tr SET "row" = tr."row" || jsonb_build_object(
        'user_id', tr."row"->>'original_user_id', 'original_user_id', NULL)
     WHERE tr."trash_id" = ANY(${entryIds}::text[]) AND tr."table_name" = 'messages' AND tr."relink_column" IS NULL
       AND EXISTS (SELECT 1 FROM "users" AS u WHERE u."id" = tr."row"->>'original_user_id')`;
  await tx.$executeRaw`
    UPDATE "trash_rows" AS tr SET "row" = tr."row" || jsonb_build_object(
        'user_id', ${SYSTEM_USER_ID}::text,
        'original_user_id', CASE WHEN EXISTS (
          SELECT 1 FROM "trash" AS u WHERE u."type" = 'user' AND u."record_id" = tr."row"->>'user_id'
        ) THEN tr."row"->>'user_id' END)
     WHERE tr."trash_id" = ANY(${entryIds}::text[]) AND tr."table_name" = 'messages' AND tr."relink_column" IS NULL
       AND NOT EXISTS (SELECT 1 FROM "users" AS u WHERE u."id" = tr."row"->>'user_id')`;
}

/** The same for trashed messages themselves (a moderator's delete), before they come back. */
export async function settleTrashedMessageSenders(tx: Tx, entryIds: string[]): Promise<void> {
  await tx.$executeRaw`
    UPDATE "trash" AS e SET "record" = e."record" || jsonb_build_object(
        'user_id', e."record"->>'original_user_id', 'original_user_id', NULL)
     WHERE e."id" = ANY(${entryIds}::text[]) AND e."record"->>'original_user_id' IS NOT NULL
       AND EXISTS (SELECT 1 FROM "users" AS u WHERE u."id" = e."record"->>'original_user_id')`;
  await tx.$executeRaw`
    UPDATE "trash" AS e SET "record" = e."record" || jsonb_build_object(
        'user_id', ${SYSTEM_USER_ID}::text,
        'original_user_id', CASE WHEN EXISTS (
          SELECT 1 FROM "trash" AS u WHERE u."type" = 'user' AND u."record_id" = e."record"->>'user_id'
        ) THEN e."record"->>'user_id' END)
     WHERE e."id" = ANY(${entryIds}::text[])
       AND NOT EXISTS (SELECT 1 FROM "users" AS u WHERE u."id" = e."record"->>'user_id')`;
}

/**
 * A live user's id changed: the trash's copies that name them follow, as the live rows did (ON UPDATE
 * CASCADE), so a restore gives them back to this user and never to a later one given the old id.
 */
export async function renameUserInTrash(tx: Tx, from: string, to: string): Promise<void> {
  const value = Prisma.sql`to_jsonb(${to}::text)`;
  for (const kind of Object.values(TRASH_KINDS)) {
    for (const { column } of kind.needs.filter((need) => need.table === "users")) {
      await tx.$executeRaw`
        UPDATE "trash" SET "record" = jsonb_set("record", ARRAY[${column}::text], ${value})
         WHERE "type" = ${kind.type} AND "record"->>${column} = ${from}`;
    }
  }
  const childColumns = Object.values(TRASH_KINDS).flatMap((kind) =>
    kind.children.flatMap((child) =>
      child.needs.filter((need) => need.table === "users").map((need) => [child.table, need.column] as const),
    ),
  );
  for (const [table, column] of [...childColumns, ...SENDER_COLUMNS]) {
    await tx.$executeRaw`
      UPDATE "trash_rows" SET "row" = jsonb_set("row", ARRAY[${column}::text], ${value})
       WHERE "table_name" = ${table} AND "relink_column" IS NULL AND "row"->>${column} = ${from}`;
  }
}

/** A trashed channel's messages name their sender, and the original one while it sits with the deleted-user account. */
const SENDER_COLUMNS = [
  ["messages", "user_id"],
  ["messages", "original_user_id"],
] as const;
