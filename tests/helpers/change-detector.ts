// Sees every change to the rows that tests/helpers/db-fingerprint.ts fingerprints,
// for the price of a trigger per write instead of reading every row: after each
// insert, delete, truncate, or update that changes a column that counts (compared
// as the fingerprint's text), a trigger notes the table's name in a table of its
// own schema (outside "public", so the fingerprint does not see it). The notes are
// written in the writer's transaction, so a rolled-back write leaves none, as it
// leaves the fingerprint as it was. Install it on an isolated database only: it
// sees other files' writes too, and costs every write a row.
import pg from "pg";
import { quote, rowText, watchedColumns, type RowsThatCount } from "./db-fingerprint";

const SCHEMA = "change_detector";

function triggers(table: string, columns: string[], rowsThatCount?: (row: string) => string): string {
  const on = `ON ${quote(table)}`;
  const note = `EXECUTE FUNCTION ${SCHEMA}.note()`;
  const counts = (row: string) => (rowsThatCount ? ` WHEN (${rowsThatCount(row)})` : "");
  const changed = `${rowText("OLD", columns)} IS DISTINCT FROM ${rowText("NEW", columns)}`;
  const countsBefore = rowsThatCount ? ` AND (${rowsThatCount("OLD")} OR ${rowsThatCount("NEW")})` : "";
  return `
    CREATE TRIGGER change_detector_insert AFTER INSERT ${on} FOR EACH ROW${counts("NEW")} ${note};
    CREATE TRIGGER change_detector_delete AFTER DELETE ${on} FOR EACH ROW${counts("OLD")} ${note};
    CREATE TRIGGER change_detector_update AFTER UPDATE ${on} FOR EACH ROW WHEN (${changed}${countsBefore}) ${note};
    CREATE TRIGGER change_detector_truncate AFTER TRUNCATE ${on} FOR EACH STATEMENT ${note};`;
}

/**
 * Installs the triggers; `take()` answers how many changes each table has had
 * since the last call (none: `{}`) and forgets them. Close it after use.
 */
export async function installChangeDetector(databaseUrl: string, rowsThatCount: RowsThatCount = {}) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const tables = [...(await watchedColumns(client))];
  await client.query(`
    CREATE SCHEMA ${SCHEMA};
    CREATE TABLE ${SCHEMA}.changes (table_name text NOT NULL);
    CREATE FUNCTION ${SCHEMA}.note() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO ${SCHEMA}.changes VALUES (TG_TABLE_NAME);
      RETURN NULL;
    END $$;
    ${tables.map(([table, columns]) => triggers(table, columns, rowsThatCount[table])).join("\n")}`);
  const take = async (): Promise<Record<string, number>> => {
    const { rows } = await client.query<{ table_name: string }>({
      name: "take changes",
      text: `DELETE FROM ${SCHEMA}.changes RETURNING table_name`,
    });
    const counts: Record<string, number> = {};
    for (const { table_name: table } of rows) counts[table] = (counts[table] ?? 0) + 1;
    return counts;
  };
  return { take, close: () => client.end() };
}
