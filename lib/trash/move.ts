// Deleting moves records to the trash: one entry per record with the row as it
// was, the rows removed with it and the links cleared to it, then the row is
// deleted. Set-based, so a bulk delete of 50,000 users costs a few statements.
import { randomUUID } from "node:crypto";
import { actingAs, type AuditActor } from "@/lib/audit/write-entry";
import type { Prisma } from "@/lib/generated/prisma/client";
import { TRASH_KINDS, type TrashType } from "@/lib/trash/kinds";
import { ident } from "@/lib/trash/sql";
import { trashUserExtras, type UserExtras } from "@/lib/trash/users";

type Tx = Prisma.TransactionClient;

export type TrashedRecord = { id: string; label: string | null };

/** What went with the records: rows removed and rows unlinked, by table; for users, what moved to the deleted-user account. */
export type TrashMove = {
  batchId: string;
  /** By each child's key ("bonusFiles"), every one counted. */
  removed: Partial<Record<string, number>>;
  /** By each link's key ("deals"). */
  unlinked: Partial<Record<string, number>>;
  users?: UserExtras;
};

/** A new batch id: the entries of one delete call share it, and its Undo restores them together. */
export const newTrashBatch = (): string => randomUUID();

/** Moves the (locked) records to the trash and deletes them. */
export async function moveToTrash(
  tx: Tx,
  type: TrashType,
  records: TrashedRecord[],
  actor: AuditActor,
  batchId = newTrashBatch(),
): Promise<TrashMove> {
  const kind = TRASH_KINDS[type];
  const ids = records.map((record) => record.id);
  const labels = records.map((record) => record.label);
  await tx.$executeRaw`
    INSERT INTO "trash" ("id", "type", "record_id", "label", "record", "batch_id", "deleted_by", "deleted_by_label")
    SELECT gen_random_uuid()::text, ${type}, t."id", l."label", to_jsonb(t), ${batchId}, ${actor.id}, ${actingAs(actor)}
      FROM unnest(${ids}::text[], ${labels}::text[]) AS l("id", "label")
      JOIN ${ident(kind.table)} AS t ON t."id" = l."id"`;
  const removed: TrashMove["removed"] = {};
  for (const child of kind.children) {
    const column = ident(child.parentColumn);
    removed[child.key] = await tx.$executeRaw`
      INSERT INTO "trash_rows" ("trash_id", "table_name", "row")
      SELECT e."id", ${child.table}, to_jsonb(c) FROM ${ident(child.table)} AS c
        JOIN "trash" AS e ON e."type" = ${type} AND e."record_id" = c.${column}
       WHERE c.${column} = ANY(${ids}::text[])`;
  }
  const unlinked: TrashMove["unlinked"] = {};
  for (const link of kind.links) {
    const column = ident(link.column);
    await tx.$executeRaw`
      INSERT INTO "trash_rows" ("trash_id", "table_name", "row", "relink_column", "relink_from")
      SELECT e."id", ${link.table}, jsonb_build_object('id', x."id"), ${link.column}, ${link.to}
        FROM ${ident(link.table)} AS x
        JOIN "trash" AS e ON e."type" = ${type} AND e."record_id" = x.${column}
       WHERE x.${column} = ANY(${ids}::text[])`;
    unlinked[link.key] = await tx.$executeRaw`
      UPDATE ${ident(link.table)} SET ${column} = ${link.to} WHERE ${column} = ANY(${ids}::text[])`;
  }
  const users = type === "user" ? await trashUserExtras(tx, ids) : undefined;
  await tx.$executeRaw`DELETE FROM ${ident(kind.table)} WHERE "id" = ANY(${ids}::text[])`;
  return { batchId, removed, unlinked, ...(users ? { users } : {}) };
}
