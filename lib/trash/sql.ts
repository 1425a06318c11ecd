// The identifiers the trash's SQL is built from: only the constant names of
// lib/trash/kinds.ts, quoted, and each table's columns as PostgreSQL lists them.
import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { TrashTable } from "@/lib/trash/kinds";

type Tx = Prisma.TransactionClient;

export const ident = (name: string): Prisma.Sql => Prisma.raw(`"${name.replaceAll('"', '""')}"`);

const columnCache = new Map<TrashTable, string[]>();

/** The columns a restore writes: all but generated ones (users.search_text), which PostgreSQL fills in. */
async function writableColumns(tx: Tx, table: TrashTable): Promise<string[]> {
  const cached = columnCache.get(table);
  if (cached) return cached;
  const rows = await tx.$queryRaw<{ name: string }[]>`
    SELECT "column_name" AS "name" FROM "information_schema"."columns"
     WHERE "table_schema" = current_schema() AND "table_name" = ${table} AND "is_generated" = 'NEVER'
     ORDER BY "ordinal_position"`;
  const names = rows.map((row) => row.name);
  columnCache.set(table, names);
  return names;
}

/** `INSERT INTO table (columns) SELECT r.columns FROM <from> CROSS JOIN LATERAL jsonb_populate_record(...) r WHERE <where>`. */
export async function insertFromJson(
  tx: Tx,
  table: TrashTable,
  { from, json, where }: { from: Prisma.Sql; json: Prisma.Sql; where: Prisma.Sql },
): Promise<number> {
  const columns = await writableColumns(tx, table);
  const target = Prisma.join(columns.map(ident));
  const values = Prisma.join(columns.map((column) => Prisma.sql`r.${ident(column)}`));
  return tx.$executeRaw`
    INSERT INTO ${ident(table)} (${target})
    SELECT ${values} FROM ${from} CROSS JOIN LATERAL jsonb_populate_record(NULL::${ident(table)}, ${json}) AS r
     WHERE ${where}`;
}
