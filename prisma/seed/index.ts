// npm run db:seed: wipes the database and fills it with deterministic sample data.
import { resolveDatabase } from "../../scripts/db/embedded";
import { applyMigrations } from "../../scripts/db/migrate";
import { seedOptionsFromEnv } from "./options";
import { seedDatabase } from "./seed";

const options = seedOptionsFromEnv();
const database = await resolveDatabase();
try {
  await applyMigrations(database.url);
  const started = Date.now();
  await seedDatabase(database.url, options);
  console.log(
    `seeded ${options.users} users, ${options.channels} channels in ${((Date.now() - started) / 1000).toFixed(1)}s`,
  );
} finally {
  await database.stop();
}
