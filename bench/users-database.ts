// A PostgreSQL database with a million users for the users benchmark, filled
// in SQL (generate_series) so it takes about a minute rather than the seed's ten.
import { faker } from "@faker-js/faker";
import pg from "pg";
import { applyMigrations } from "../scripts/db/migrate";
import type { SeedOptions } from "../prisma/seed/options";

export const BENCH_DATABASE = "admin_panel_bench";

/** Drops and recreates the benchmark database; returns its URL. */
export async function databaseUrl(serverUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${BENCH_DATABASE}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${BENCH_DATABASE}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${BENCH_DATABASE}`;
  return url.toString();
}

/**
 * A fresh benchmark database filled by the seed itself (small chat data, the given sizes), analysed,
 * with lib/db pointed at it: import services only after this.
 */
export async function seededBenchDatabase(serverUrl: string, sizes: Partial<SeedOptions>): Promise<string> {
  const url = await databaseUrl(serverUrl);
  await applyMigrations(url);
  process.env.DATABASE_URL = url;
  const { seedDatabase } = await import("../prisma/seed/seed");
  await seedDatabase(url, { users: 200, channels: 12, messagesPerChannel: 5, directMessageThreads: 50, password: "bench-password", ...sizes });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("VACUUM ANALYZE");
  await client.end();
  return url;
}

export async function createMillionUserDatabase(serverUrl: string, users: number): Promise<string> {
  const url = await databaseUrl(serverUrl);
  await applyMigrations(url);
  faker.seed(1);
  const firstNames = Array.from({ length: 400 }, () => faker.person.firstName());
  const lastNames = Array.from({ length: 1500 }, () => faker.person.lastName());
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // One in 100 an admin, one in 20 banned, one in 12 seen in the last 15 minutes.
  await client.query(
    `INSERT INTO users (id, first_name, last_name, email, handle, is_admin, is_banned, created_at, updated_at, last_active_at)
     SELECT md5(i::text)::uuid::text,
            ($2::text[])[(1 + (i * 7919) % array_length($2::text[], 1))::int],
            ($3::text[])[(1 + (i * 104729) % array_length($3::text[], 1))::int],
            lower(($2::text[])[(1 + (i * 7919) % array_length($2::text[], 1))::int]) || '.' || i || '@example.org',
            CASE WHEN i % 5 <> 0 THEN 'member_' || i END,
            i % 100 = 0, i % 20 = 0,
            now() - make_interval(secs => i * 60), now(),
            CASE WHEN i % 12 = 0 THEN now() - make_interval(secs => i % 800) ELSE now() - make_interval(days => (1 + i % 300)::int) END
     FROM generate_series(1::bigint, $1::bigint) AS i`,
    [users, firstNames, lastNames],
  );
  await client.query("VACUUM ANALYZE users");
  await client.end();
  return url;
}
