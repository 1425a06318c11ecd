// A fingerprint of every row in the database (count and md5 per table), to
// show that a refused request changed nothing. Valid only while no other test
// file writes to the same database: use it on an isolated one. What it leaves
// out, tests/helpers/change-detector.ts leaves out too.
import pg from "pg";

// Bookkeeping that any request may write, refused or not: migration history,
// sign-in throttling counters, the live-changes streams open.
const SKIPPED_TABLES = ["_prisma_migrations", "rate_limits", "live_streams"];
// Columns touched by reading (a session's last request, refreshed once a minute).
const SKIPPED_COLUMNS: Record<string, string[]> = { sessions: ["last_seen_at"] };

/**
 * By table, the rows that count, as a condition on the row named `row` (a table's
 * name, or a trigger's NEW or OLD): e.g. a refused sign-in is itself audited.
 */
export type RowsThatCount = Record<string, (row: string) => string>;

type Column = { table_name: string; column_name: string };

export const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** Every table that counts, with its columns that count, in the order the database lists them. */
export async function watchedColumns(client: pg.Client): Promise<Map<string, string[]>> {
  const { rows: columns } = await client.query<Column>(`
    SELECT table_name::text, column_name::text FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name IN (SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE')
    ORDER BY table_name, ordinal_position`);
  const byTable = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of columns) {
    if (SKIPPED_TABLES.includes(table) || SKIPPED_COLUMNS[table]?.includes(column)) continue;
    byTable.set(table, [...(byTable.get(table) ?? []), column]);
  }
  return byTable;
}

/** A row's columns that count as one text: what the fingerprint hashes and the change detector compares. */
export const rowText = (row: string, columns: string[]) =>
  `ROW(${columns.map((column) => `${row}.${quote(column)}`).join(", ")})::text`;

function tableDigest(table: string, columns: string[], rowsThatCount?: (row: string) => string): string {
  const row = rowText(quote(table), columns);
  const where = rowsThatCount ? `WHERE ${rowsThatCount(quote(table))}` : "";
  return `SELECT '${table}' AS name, count(*)::int AS rows, coalesce(md5(string_agg(${row}, E'\\n' ORDER BY ${row})), '') AS digest FROM ${quote(table)} ${where}`;
}

export type Fingerprint = Record<string, string>;

/**
 * Builds the one query once (the schema does not change during a test) and
 * runs it as a prepared statement on a connection of its own. Close it after use.
 */
export async function fingerprinter(databaseUrl: string, rowsThatCount: RowsThatCount = {}) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const sql = [...(await watchedColumns(client))]
    .map(([table, columns]) => tableDigest(table, columns, rowsThatCount[table]))
    .join("\nUNION ALL\n");
  const take = async (): Promise<Fingerprint> => {
    const { rows } = await client.query<{ name: string; rows: number; digest: string }>({
      name: "fingerprint",
      text: sql,
    });
    return Object.fromEntries(rows.map((row) => [row.name, `${row.rows}:${row.digest}`]));
  };
  return { take, close: () => client.end() };
}
