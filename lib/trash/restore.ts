// Restoring from the trash: the records come back as they were, parents before
// children, with what went with them. What cannot come back is said, not
// hidden: a link to a record deleted meanwhile is cleared and named in the
// notes; a record that cannot exist without one (a purchase without its user)
// refuses, naming what to restore first.
import "server-only";
import { conflict } from "@/lib/api/errors";
import { countLabel } from "@/lib/audit/labels";
import { Prisma } from "@/lib/generated/prisma/client";
import {
  TRASH_KINDS,
  TRASH_TYPES,
  type Need,
  type TrashEntryRef,
  type TrashKind,
  type TrashType,
} from "@/lib/trash/kinds";
import { ident, insertFromJson } from "@/lib/trash/sql";
import {
  releaseReservations,
  restoreUserMessages,
  settleMessageSenders,
  settleTrashedMessageSenders,
} from "@/lib/trash/users";

type Tx = Prisma.TransactionClient;

/** "2 companies", "1 activity": the nouns here end in a consonant and y, or take an s. */
const counted = (count: number, noun: string) => countLabel(count, noun, `${noun.replace(/([^aeiou])y$/, "$1ie")}s`);

const ids = (values: string[]) => Prisma.sql`${values}::text[]`;

/** The entries whose record points at a `need` that is gone. */
function missingNeed(tx: Tx, need: Need, entryIds: string[]) {
  return tx.$queryRaw<{ id: string; label: string | null }[]>`
    SELECT e."id", e."label" FROM "trash" AS e
     WHERE e."id" = ANY(${ids(entryIds)}) AND e."record"->>${need.column} IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM ${ident(need.table)} AS n WHERE n."id" = e."record"->>${need.column})`;
}

function refuseMissing(kind: TrashKind, need: Need, missing: { label: string | null }[]): never {
  const named = missing[0]!.label ? `"${missing[0]!.label}"` : `This ${kind.noun}`;
  throw conflict(`${named} cannot come back without its ${need.noun}: restore the ${need.noun} first`);
}

/**
 * Refuses (409) entries of one type that cannot come back because a record they need is gone: a restore in
 * steps asks before its first step, so a refusal leaves the whole batch in the trash.
 */
export async function refuseWithoutNeeds(tx: Tx, type: TrashType, entryIds: string[]): Promise<void> {
  const kind = TRASH_KINDS[type];
  // Only reads: a write here would hold every entry's lock for the whole check. A message whose sender is gone is
  // never refused (each step gives it to the deleted-user account, as insertKind does), so its sender is not asked.
  const asked = kind.needs.filter((need) => !need.optional && !(type === "message" && need.column === "user_id"));
  for (const need of asked) {
    const missing = await missingNeed(tx, need, entryIds);
    if (missing.length > 0) refuseMissing(kind, need, missing);
  }
}

/** The record's links to records that are gone: refused when it cannot exist without one, else cleared and noted. */
async function checkNeed(tx: Tx, kind: TrashKind, need: Need, entryIds: string[]): Promise<string[]> {
  const column = need.column;
  await tx.$queryRaw`
    SELECT 1 FROM ${ident(need.table)} WHERE "id" IN (
      SELECT e."record"->>${column} FROM "trash" AS e WHERE e."id" = ANY(${ids(entryIds)})
    ) ORDER BY "id" FOR KEY SHARE`;
  const missing = await missingNeed(tx, need, entryIds);
  if (missing.length === 0) return [];
  if (!need.optional) refuseMissing(kind, need, missing);
  await tx.$executeRaw`
    UPDATE "trash" SET "record" = jsonb_set("record", ARRAY[${column}::text], 'null'::jsonb)
     WHERE "id" = ANY(${ids(missing.map((entry) => entry.id))})`;
  return [`${counted(missing.length, kind.noun)} came back without their ${need.noun}, deleted meanwhile`];
}

function needsExist(needs: Need[]): Prisma.Sql {
  if (needs.length === 0) return Prisma.sql`TRUE`;
  return Prisma.join(
    needs.map((need) => {
      const exists = Prisma.sql`EXISTS (SELECT 1 FROM ${ident(need.table)} AS n WHERE n."id" = r.${ident(need.column)})`;
      // An optional link left empty needs nothing (a sanction nobody lifted has no lifted_by).
      return need.optional ? Prisma.sql`(r.${ident(need.column)} IS NULL OR ${exists})` : exists;
    }),
    " AND ",
  );
}

async function restoreChildren(tx: Tx, kind: TrashKind, entryIds: string[]): Promise<string[]> {
  const notes: string[] = [];
  for (const child of kind.children) {
    const [{ total }] = await tx.$queryRaw<[{ total: number }]>`
      SELECT count(*)::int AS "total" FROM "trash_rows"
       WHERE "trash_id" = ANY(${ids(entryIds)}) AND "table_name" = ${child.table} AND "relink_column" IS NULL`;
    if (total === 0) continue;
    const restored = await insertFromJson(tx, child.table, {
      from: Prisma.sql`"trash_rows" AS tr`,
      json: Prisma.sql`tr."row"`,
      where: Prisma.sql`tr."trash_id" = ANY(${ids(entryIds)}) AND tr."table_name" = ${child.table}
        AND tr."relink_column" IS NULL AND ${needsExist(child.needs)}`,
    });
    if (restored < total) {
      const nouns = child.needs.map((need) => need.noun).join(" or ");
      notes.push(
        `${counted(total - restored, child.noun)} could not come back: their ${nouns} is gone or in the trash`,
      );
    }
  }
  return notes;
}

async function relink(tx: Tx, kind: TrashKind, entryIds: string[]): Promise<string[]> {
  const notes: string[] = [];
  for (const link of kind.links) {
    const column = ident(link.column);
    const [{ total }] = await tx.$queryRaw<[{ total: number }]>`
      SELECT count(*)::int AS "total" FROM "trash_rows"
       WHERE "trash_id" = ANY(${ids(entryIds)}) AND "table_name" = ${link.table} AND "relink_column" = ${link.column}`;
    if (total === 0) continue;
    // Only rows still as the delete left them: one linked elsewhere meanwhile keeps its new link.
    const relinked = await tx.$executeRaw`
      UPDATE ${ident(link.table)} AS x SET ${column} = e."record_id"
        FROM "trash_rows" AS tr JOIN "trash" AS e ON e."id" = tr."trash_id"
       WHERE tr."trash_id" = ANY(${ids(entryIds)}) AND tr."table_name" = ${link.table}
         AND tr."relink_column" = ${link.column} AND x."id" = tr."row"->>'id'
         AND x.${column} IS NOT DISTINCT FROM tr."relink_from"`;
    if (relinked < total) {
      notes.push(`${counted(total - relinked, link.noun)} linked to it before were deleted or relinked meanwhile`);
    }
  }
  return notes;
}

/** The records of one type, and what their delete removed with them, back in their tables. */
async function insertKind(tx: Tx, kind: TrashKind, entryIds: string[]): Promise<string[]> {
  const notes: string[] = [];
  if (kind.type === "message") await settleTrashedMessageSenders(tx, entryIds);
  for (const need of kind.needs) notes.push(...(await checkNeed(tx, kind, need, entryIds)));
  if (kind.type === "user") await releaseReservations(tx, entryIds);
  if (kind.type === "channel") await settleMessageSenders(tx, entryIds);
  await insertFromJson(tx, kind.table, {
    from: Prisma.sql`"trash" AS e`,
    json: Prisma.sql`e."record"`,
    where: Prisma.sql`e."id" = ANY(${ids(entryIds)})`,
  });
  notes.push(...(await restoreChildren(tx, kind, entryIds)));
  return notes;
}

/**
 * Brings the locked entries' records back and empties the entries; answers what could not come back.
 * Every record is back before any link to one is restored, so a company and a contact restored together
 * link up whichever was deleted first.
 */
export async function restoreEntries(tx: Tx, entries: TrashEntryRef[]): Promise<string[]> {
  const groups = TRASH_TYPES.map((type) => ({
    kind: TRASH_KINDS[type],
    group: entries.filter((entry) => entry.type === type),
  })).filter(({ group }) => group.length > 0);
  const entryIds = (group: TrashEntryRef[]) => group.map((entry) => entry.id);
  const notes: string[] = [];
  for (const { kind, group } of groups) notes.push(...(await insertKind(tx, kind, entryIds(group))));
  for (const { kind, group } of groups) notes.push(...(await relink(tx, kind, entryIds(group))));
  const users = entries.filter((entry) => entry.type === "user").map((entry) => entry.recordId);
  if (users.length > 0) await restoreUserMessages(tx, users);
  await tx.$executeRaw`DELETE FROM "trash" WHERE "id" = ANY(${ids(entryIds(entries))})`;
  return notes;
}
