// A PostgreSQL database with a million users for the users, api and load benchmarks, filled
// in SQL (generate_series) so it takes about a minute rather than the seed's ten.
import crypto from "node:crypto";
import { faker } from "@faker-js/faker";
import pg from "pg";
import { applyMigrations } from "../scripts/db/migrate";
import { hashPassword } from "../lib/auth/sign-in/password";
import { SEED_ACCOUNTS } from "../prisma/seed/accounts";
import type { SeedOptions } from "../prisma/seed/options";

// BENCH_DATABASE_NAME: another name, so runs sharing one server (several checkouts) do not drop each other's.
export const BENCH_DATABASE = process.env.BENCH_DATABASE_NAME ?? "admin_panel_bench";

function benchDatabaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops and recreates the benchmark database; returns its URL. */
export async function databaseUrl(serverUrl: string, name = BENCH_DATABASE): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  return benchDatabaseUrl(serverUrl, name);
}

/**
 * A fresh benchmark database filled by the seed itself (small chat data, the given sizes), analysed,
 * with lib/db pointed at it: import services only after this.
 */
export async function seededBenchDatabase(
  serverUrl: string,
  sizes: Partial<SeedOptions>,
  name = BENCH_DATABASE,
): Promise<string> {
  const url = await databaseUrl(serverUrl, name);
  await applyMigrations(url);
  process.env.DATABASE_URL = url;
  const { seedDatabase } = await import("../prisma/seed/seed");
  await seedDatabase(url, {
    users: 200,
    channels: 12,
    messagesPerChannel: 5,
    directMessageThreads: 50,
    password: "bench-password",
    ...sizes,
  });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("VACUUM ANALYZE");
  await client.end();
  return url;
}

/** Signs in to the users benchmark database's seed accounts (SEED_ACCOUNTS), for the HTTP benchmarks. */
export const BENCH_PASSWORD = "bench-password";

/** BENCH_USERS: the users benchmark database's size (develop at e.g. 20000, measure at the default). */
export function benchUserCount(): number {
  return Number(process.env.BENCH_USERS ?? 1_000_000);
}

// Built once per process: `npm run bench -- api load` measures one database.
const built = new Map<string, Promise<string>>();

/**
 * The users benchmark database: `users` generated users plus the seed accounts with BENCH_PASSWORD.
 * Scenarios that write to it (load) put back what they change.
 */
export function createMillionUserDatabase(serverUrl: string, users: number): Promise<string> {
  const key = `${serverUrl} ${users}`;
  if (!built.has(key)) built.set(key, buildUserDatabase(serverUrl, users));
  return built.get(key)!;
}

/**
 * BENCH_KEEP_DATABASE=1 (while developing, or to measure again without filling again): the database `name` an earlier
 * run built, when `isFilled` finds it at this run's size, brought to the current migrations; else null.
 */
export async function keptBenchDatabase(
  serverUrl: string,
  name: string,
  isFilled: (client: pg.Client) => Promise<boolean>,
): Promise<string | null> {
  if (process.env.BENCH_KEEP_DATABASE !== "1") return null;
  const url = benchDatabaseUrl(serverUrl, name);
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    if (!(await isFilled(client))) return null;
    await applyMigrations(url);
    return url;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The users database an earlier run built, when it holds `users` generated users (an edited migration: built anew). */
function keptDatabase(serverUrl: string, users: number): Promise<string | null> {
  return keptBenchDatabase(serverUrl, BENCH_DATABASE, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      // One int for the sum: a bigint comes back as a string, which never equals the size, so the database was always built again.
      `SELECT ((SELECT count(*) FROM users WHERE email LIKE '%@example.org')
             + (SELECT count(*) FROM trash WHERE type = 'user'))::int AS n`,
    );
    return rows[0]?.n === users;
  });
}

async function buildUserDatabase(serverUrl: string, users: number): Promise<string> {
  const kept = await keptDatabase(serverUrl, users);
  if (kept) return kept;
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
  await chartHistory(client, users);
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  for (const account of Object.values(SEED_ACCOUNTS)) {
    await client.query(
      `INSERT INTO users (id, first_name, last_name, email, handle, is_admin, is_superadmin, password_hash, updated_at, last_active_at, role_id)
       VALUES (gen_random_uuid()::text, $1, $2, $3, $4, $5, $6, $7, now(), now(), (SELECT id FROM roles WHERE key = $8))`,
      [
        account.firstName,
        account.lastName,
        account.email,
        account.handle,
        account.isAdmin,
        account.isSuperadmin,
        passwordHash,
        "role" in account ? account.role : null,
      ],
    );
  }
  await trashShare(client, url, users);
  await client.query("VACUUM ANALYZE");
  await client.end();
  return url;
}

/**
 * What the dashboard's charts read, at the users' scale: a ban entry in the audit log for every
 * banned user and an unban for every other one (a year's worth, some 1,000 bans a week), a tenth
 * of the users' number in deals (every stage, so closed-won ones through the won_at trigger) and
 * as many activities as users, a third of them pending.
 */
async function chartHistory(client: pg.Client, users: number): Promise<void> {
  await client.query(
    `INSERT INTO audit_logs (id, action, target_type, target_id, created_at)
     SELECT gen_random_uuid()::text, CASE WHEN i % 40 = 0 THEN 'user.unban' ELSE 'user.ban' END, 'user',
            md5(i::text)::uuid::text, now() - make_interval(secs => i * 30)
       FROM generate_series(20::bigint, $1::bigint, 20) AS i`,
    [users],
  );
  await client.query(
    `INSERT INTO deals (id, title, value, stage, created_at, updated_at)
     SELECT gen_random_uuid()::text, 'Deal ' || i, (i % 100000) / 10.0,
            (enum_range(NULL::deal_stage))[1 + i % 6], now() - make_interval(mins => (i * 5)::int), now()
       FROM generate_series(1::bigint, $1::bigint) AS i`,
    [Math.round(users / 10)],
  );
  await client.query(
    `INSERT INTO activities (id, type, title, completed, created_at, updated_at)
     SELECT gen_random_uuid()::text, (enum_range(NULL::activity_type))[1 + i % 5], 'Activity ' || i, i % 3 <> 0,
            now() - make_interval(mins => i::int), now()
       FROM generate_series(1::bigint, $1::bigint) AS i`,
    [users],
  );
}

/** BENCH_TRASHED: the share of generated users in the trash (0.1: 100,000 of a million). */
function trashedShare(): number {
  return Number(process.env.BENCH_TRASHED ?? 0.1);
}

/** Users trashed per bulk delete while building: the panel's own bulk-delete path, in steps. */
const TRASH_STEP = 10_000;

/**
 * Gives every tenth generated user two channel messages and a direct message, then deletes them
 * through the trash (lib/trash/move.ts, as a bulk delete does): their messages move to the
 * deleted-user account with the sender kept, so lists run over the live rows and the purge
 * bench has merged messages to clear.
 */
async function trashShare(client: pg.Client, url: string, users: number): Promise<void> {
  const every = Math.round(1 / trashedShare());
  if (!Number.isFinite(every) || every < 1) return;
  // Never an admin (every 100th) or a banned user (every 20th) when every tenth from the fifth.
  const first = Math.ceil(every / 2);
  const { rows } = await client.query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [
    SEED_ACCOUNTS.admin.email,
  ]);
  const adminId = rows[0]!.id;
  await client.query(`INSERT INTO channels (id, name, created_by) VALUES ('bench-trash', 'Bench', $1)`, [adminId]);
  await client.query(
    `INSERT INTO messages (id, user_id, channel_id, content)
     SELECT gen_random_uuid()::text, md5(i::text)::uuid::text, 'bench-trash', 'message ' || n
       FROM generate_series($2::bigint, $1::bigint, $3::bigint) AS i, generate_series(1, 2) AS n`,
    [users, first, every],
  );
  await client.query(
    `INSERT INTO direct_messages (id, sender_id, recipient_id, content)
     SELECT gen_random_uuid()::text, md5(i::text)::uuid::text, $4, 'hello'
       FROM generate_series($2::bigint, $1::bigint, $3::bigint) AS i`,
    [users, first, every, adminId],
  );
  // lib/db takes the database it is first imported with: this one, which the scenarios use next.
  process.env.DATABASE_URL = url;
  const { db } = await import("../lib/db");
  const { moveToTrash } = await import("../lib/trash/move");
  const actor = { id: adminId, firstName: "Ada", lastName: "Admin", email: SEED_ACCOUNTS.admin.email };
  for (let start = first; start <= users; start += every * TRASH_STEP) {
    const records: { id: string; label: string }[] = [];
    for (let i = start; i <= users && records.length < TRASH_STEP; i += every) {
      records.push({ id: benchUserId(i), label: `bench user ${i}` });
    }
    await db.$transaction((tx) => moveToTrash(tx, "user", records, actor), { timeout: 600_000 });
  }
}

/** Whether generated user `i` is one trashShare put in the trash. */
function isTrashedBenchUser(i: number): boolean {
  const every = Math.round(1 / trashedShare());
  return Number.isFinite(every) && every >= 1 && i % every === Math.ceil(every / 2) % every;
}

/** The id of generated user `i`, or of the next one when `i` is in the trash: a live user. */
export function liveBenchUserId(i: number): string {
  return benchUserId(isTrashedBenchUser(i) ? i + 1 : i);
}

/** The `n`-th (0-based) odd generated user from 3 on that is live: neither an admin nor banned in the data. */
export function oddLiveBenchUserId(n: number): string {
  let seen = -1;
  for (let i = 3; ; i += 2) if (!isTrashedBenchUser(i) && ++seen === n) return benchUserId(i);
}

/** The id buildUserDatabase gives generated user `i` (1-based): md5(i)::uuid. */
export function benchUserId(i: number): string {
  const hex = crypto.createHash("md5").update(String(i)).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
