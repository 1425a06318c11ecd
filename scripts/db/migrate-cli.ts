// npm run db:migrate: applies pending migrations to DATABASE_URL (or the embedded database).
import { resolveDatabase } from "./embedded";
import { applyMigrations } from "./migrate";

const database = await resolveDatabase();
try {
  const applied = await applyMigrations(database.url);
  console.log(applied.length ? `applied: ${applied.join(", ")}` : "database is up to date");
} finally {
  await database.stop();
}
