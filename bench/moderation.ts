// npm run bench -- moderation: the moderation screens at a chat community's scale, on a database of its own
// (docs/benchmarks.md). BENCH_MESSAGES channel messages (default 10,000,000) are written in SQL (generate_series),
// the search indexes built after them; then, at one client, through the services the routes call:
//   - a word search, newest first (p95 target ≤ 100 ms), and an author's latest messages (≤ 50 ms);
//   - a purge of one member's BENCH_PURGE_MESSAGES (default 100,000) messages: within 60 s, while a probe on its
//     own connection keeps updating that member's messages and records how long each update waits for a lock
//     (target: the longest ≤ 1 s); then the restore of the whole batch;
//   - the reports inbox's first page with BENCH_OPEN_REPORTS (default 100,000) open items (p95 ≤ 50 ms);
//   - BENCH_EXPIRING_SANCTIONS (default 1,000) mutes ending in the same minute, all lifted by the expiry pass
//     (`expireSanctions`, what the job at each end and the minute's sweep run) within 60 s.
// Develop at e.g. BENCH_MESSAGES=200000 BENCH_OPEN_REPORTS=5000.
import pg from "pg";
import { SEED_ACCOUNTS } from "../prisma/seed/accounts";
import { formatRow, summarise, time } from "./stats";
import { BENCH_DATABASE, keptBenchDatabase, seededBenchDatabase } from "./users-database";

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10_000_000);
const PURGED = Number(process.env.BENCH_PURGE_MESSAGES ?? Math.min(100_000, Math.max(1_000, MESSAGES / 100)));
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const AUTHORS = 10_000;
const CHANNELS = 500;
const OPEN_REPORTS = Number(process.env.BENCH_OPEN_REPORTS ?? 100_000);
const EXPIRING = Math.min(Number(process.env.BENCH_EXPIRING_SANCTIONS ?? 1_000), AUTHORS);
const SPAMMER = "bench-spammer";
// Written on the messages table once a fill completes: a kept database (BENCH_KEEP_DATABASE=1) of this size is reused.
const FILLED_MARK = `moderation bench: ${MESSAGES} messages, ${PURGED} purged, ${OPEN_REPORTS} open reports`;
const TARGETS = { searchMs: 100, authorMs: 50, purgeSeconds: 60, lockWaitMs: 1_000, inboxMs: 50, expirySeconds: 60 };

// Words of every frequency: the generator picks each message's words from VOCABULARY, the first ones most often.
const VOCABULARY = [
  "hello",
  "thanks",
  "meeting",
  "tomorrow",
  "release",
  "deploy",
  "coffee",
  "weekend",
  "invoice",
  "design",
  "review",
  "ticket",
  "server",
  "holiday",
  "birthday",
  "football",
  "recipe",
  "giveaway",
  "discount",
  "crypto",
];
const SEARCHES = ["hello", "meeting tomorrow", "deploy", "crypto giveaway", "discount", "recipe", "zzzzqq", "thanks"];

/** AUTHORS users and CHANNELS channels of the bench's own, then MESSAGES messages among them, then the indexes. */
async function fill(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`
      INSERT INTO users (id, email, first_name, last_name, handle, created_at, updated_at)
      SELECT 'bench-author-' || i, 'bench-author-' || i || '@example.com', 'Author', 'No ' || i, 'bench_author_' || i,
             now(), now()
        FROM generate_series(1, ${AUTHORS}) AS i`);
    await client.query(`
      INSERT INTO channels (id, name, created_at, updated_at)
      SELECT 'bench-channel-' || i, 'bench-' || i, now(), now() FROM generate_series(1, ${CHANNELS}) AS i`);
    // The search indexes are built once the rows are in: a GIN index filled row by row is many times slower.
    for (const index of [
      "messages_content_trgm_idx",
      "messages_created_at_id_idx",
      "messages_user_id_created_at_id_idx",
    ])
      await client.query(`DROP INDEX IF EXISTS "${index}"`);
    const words = `ARRAY[${VOCABULARY.map((word) => `'${word}'`).join(",")}]`;
    // A skewed pick: floor(20 * r^2) favours the first words, so searches range from common to rare.
    const word = `(${words})[1 + floor(20 * power(random(), 2))::int]`;
    const step = 1_000_000;
    for (let start = 1; start <= MESSAGES; start += step) {
      const end = Math.min(MESSAGES, start + step - 1);
      await client.query(`
        INSERT INTO messages (id, user_id, channel_id, content, created_at, updated_at)
        SELECT gen_random_uuid()::text,
               'bench-author-' || (1 + floor(random() * ${AUTHORS})::int),
               'bench-channel-' || (1 + floor(random() * ${CHANNELS})::int),
               ${word} || ' ' || ${word} || ' ' || ${word} || ' message ' || i,
               now() - (i * interval '250 milliseconds'), now()
          FROM generate_series(${start}, ${end}) AS i`);
      console.log(`moderation: ${end.toLocaleString("en-US")} messages written`);
    }
    // The member whose messages the purge takes: a spam wave over the last days, in every channel.
    await client.query(`
      INSERT INTO users (id, email, first_name, last_name, handle, created_at, updated_at)
      VALUES ('${SPAMMER}', 'bench-spammer@example.com', 'Spam', 'Wave', 'bench_spammer', now(), now())`);
    await client.query(`
      INSERT INTO messages (id, user_id, channel_id, content, created_at, updated_at)
      SELECT gen_random_uuid()::text, '${SPAMMER}', 'bench-channel-' || (1 + i % ${CHANNELS}),
             'crypto giveaway discount ' || i, now() - (i * interval '1 second'), now()
        FROM generate_series(1, ${PURGED}) AS i`);
    await fillModeration(client);
    await client.query(`CREATE INDEX "messages_created_at_id_idx" ON "messages"("created_at" DESC, "id" DESC)`);
    await client.query(
      `CREATE INDEX "messages_user_id_created_at_id_idx" ON "messages"("user_id", "created_at" DESC, "id" DESC)`,
    );
    await client.query(`CREATE INDEX "messages_content_trgm_idx" ON "messages" USING GIN ("content" gin_trgm_ops)`);
    await client.query("VACUUM ANALYZE messages");
    await client.query("VACUUM ANALYZE users");
    await client.query(`COMMENT ON TABLE messages IS '${FILLED_MARK}'`);
  } finally {
    await client.end();
  }
}

/**
 * OPEN_REPORTS open items, each of its own message and with one report (the list reads the first reporters), newest
 * a second apart.
 */
async function fillModeration(client: pg.Client): Promise<void> {
  await client.query(`
    INSERT INTO report_items (id, target_type, message_id, channel_id, user_id, status, report_count, reasons,
                              first_reported_at, last_reported_at)
    SELECT 'bench-item-' || i, 'message', 'bench-reported-' || i, 'bench-channel-' || (1 + i % ${CHANNELS}),
           'bench-author-' || (1 + i % ${AUTHORS}), 'open', 1, ARRAY['spam'], now() - i * interval '1 second',
           now() - i * interval '1 second'
      FROM generate_series(1, ${OPEN_REPORTS}) AS i`);
  await client.query(`
    INSERT INTO reports (id, item_id, reporter_id, reason, created_at)
    SELECT 'bench-report-' || i, 'bench-item-' || i, 'bench-author-' || (1 + (i * 7) % ${AUTHORS}), 'spam',
           now() - i * interval '1 second'
      FROM generate_series(1, ${OPEN_REPORTS}) AS i`);
  await client.query("VACUUM ANALYZE report_items");
  await client.query("VACUUM ANALYZE reports");
}

/**
 * EXPIRING mutes of as many authors, their ends spread over the minute that just passed: written before each run's
 * expiry pass (the last run's were lifted), so a kept database measures it again.
 */
async function addExpiringMutes(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DELETE FROM sanctions WHERE id LIKE 'bench-mute-%'`);
    await client.query(`
      INSERT INTO sanctions (id, user_id, kind, reason, starts_at, ends_at, created_at, updated_at)
      SELECT 'bench-mute-' || i, 'bench-author-' || i, 'mute', 'spam', now() - interval '1 day',
             now() - (i % 60) * interval '1 second', now() - interval '1 day', now()
        FROM generate_series(1, ${EXPIRING}) AS i`);
    await client.query(`
      UPDATE users SET muted_until = s.ends_at
        FROM sanctions s WHERE s.user_id = users.id AND s.id LIKE 'bench-mute-%'`);
    await client.query("VACUUM ANALYZE sanctions");
  } finally {
    await client.end();
  }
}

type Probe = { waits: number[]; stop: () => Promise<void> };

/**
 * Updates one of the member's messages after another on its own connection (as the chat app editing one would),
 * each in its own transaction, and keeps how long each waited: a row a purge step holds makes it wait until that
 * step commits.
 */
async function lockProbe(url: string, ids: string[]): Promise<Probe> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const waits: number[] = [];
  let running = true;
  const loop = (async () => {
    for (let index = 0; running; index++) {
      const id = ids[Math.floor(Math.random() * ids.length)]!;
      waits.push(await time(() => client.query("UPDATE messages SET updated_at = updated_at WHERE id = $1", [id])));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    waits,
    stop: async () => {
      running = false;
      await loop;
      await client.end();
    },
  };
}

/** The bench's database: the one an earlier run filled at this size (BENCH_KEEP_DATABASE=1), else filled now. */
async function moderationDatabase(name: string, serverUrl: string): Promise<string> {
  const kept = await keptBenchDatabase(serverUrl, name, async (client) => {
    const { rows } = await client.query<{ mark: string | null }>(
      `SELECT obj_description('messages'::regclass) AS mark`,
    );
    return rows[0]?.mark === FILLED_MARK;
  });
  if (kept) {
    process.env.DATABASE_URL = kept;
    return kept;
  }
  const url = await seededBenchDatabase(serverUrl, {}, name);
  await fill(url);
  return url;
}

export async function benchModeration(serverUrl: string): Promise<string[]> {
  const count = (value: number) => value.toLocaleString("en-US");
  console.log(`moderation: ${count(MESSAGES)} channel messages, a purge of ${count(PURGED)}…`);
  const started = Date.now();
  const url = await moderationDatabase(`${BENCH_DATABASE}_moderation`, serverUrl);
  console.log(`moderation: ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);

  const { db } = await import("../lib/db");
  const { PERMISSIONS } = await import("../lib/permissions/catalogue");
  const { listModerationMessages } = await import("../lib/moderation-messages/service");
  const { listMessagesQuerySchema, purgeMessagesSchema } = await import("../lib/moderation-messages/schema");
  const { purgeMemberMessages } = await import("../lib/moderation-messages/purge");
  const { restoreFromTrash } = await import("../lib/trash/service");
  const seedAdmin = await db.user.findFirstOrThrow({ where: { email: SEED_ACCOUNTS.superadmin.email } });
  const actor = { ...seedAdmin, permissions: PERMISSIONS, roleName: "Superadmin" };

  const searches = SEARCHES.map((search) => listMessagesQuerySchema.parse({ search }));
  const authors = Array.from({ length: 50 }, (_, index) =>
    listMessagesQuerySchema.parse({ authorId: `bench-author-${1 + ((index * 197) % AUTHORS)}` }),
  );
  for (const query of [...searches, ...authors.slice(0, 5)]) await listModerationMessages(actor, query);
  const searchTimes: number[] = [];
  const authorTimes: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    searchTimes.push(await time(() => listModerationMessages(actor, searches[run % searches.length]!)));
    authorTimes.push(await time(() => listModerationMessages(actor, authors[run % authors.length]!)));
  }

  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const window = { authorId: SPAMMER, from: day(-30), to: day(0) };
  const dryRun = await purgeMemberMessages(actor, purgeMessagesSchema.parse({ ...window, dryRun: true }));
  const ids = (await db.message.findMany({ where: { userId: SPAMMER }, select: { id: true } })).map((row) => row.id);
  const probe = await lockProbe(url, ids);
  const purgeStarted = performance.now();
  const purged = await purgeMemberMessages(actor, purgeMessagesSchema.parse(window));
  const purgeSeconds = (performance.now() - purgeStarted) / 1000;
  await probe.stop();
  const longestWait = Math.max(...probe.waits);
  if (purged.dryRun || !purged.batch) throw new Error("The purge moved nothing");
  const restoreStarted = performance.now();
  const restored = await restoreFromTrash(actor, { batch: purged.batch });
  const restoreSeconds = (performance.now() - restoreStarted) / 1000;

  const { listReportItems } = await import("../lib/reports/service");
  const { listReportsQuerySchema } = await import("../lib/reports/schema");
  const inbox = listReportsQuerySchema.parse({});
  for (let run = 0; run < 3; run++) await listReportItems(actor, inbox);
  const inboxTimes: number[] = [];
  for (let run = 0; run < RUNS; run++) inboxTimes.push(await time(() => listReportItems(actor, inbox)));

  const { expireSanctions } = await import("../lib/sanctions/expiry");
  await addExpiringMutes(url);
  const expiryStarted = performance.now();
  const expired = await expireSanctions();
  const expirySeconds = (performance.now() - expiryStarted) / 1000;
  await db.$disconnect();

  const verdict = (ok: boolean) => (ok ? "ok" : "OVER");
  const counted = dryRun.dryRun ? dryRun.count : Number.NaN;
  return [
    `moderation (${count(MESSAGES)} channel messages, one client):`,
    formatRow("word search, newest first", summarise(searchTimes), TARGETS.searchMs),
    formatRow("an author's latest messages", summarise(authorTimes), TARGETS.authorMs),
    `purge of ${count(purged.deleted)} messages (dry run counted ${count(counted)}): ${purgeSeconds.toFixed(1)} s  ${verdict(purgeSeconds <= TARGETS.purgeSeconds)} (target ${TARGETS.purgeSeconds} s)`,
    `  longest lock wait of the probe: ${longestWait.toFixed(0)} ms over ${probe.waits.length} updates  ${verdict(longestWait <= TARGETS.lockWaitMs)} (target ${TARGETS.lockWaitMs} ms)`,
    `restore of the purge's batch: ${count(restored.restored)} messages in ${restoreSeconds.toFixed(1)} s`,
    formatRow(`inbox first page, ${count(OPEN_REPORTS)} open reports`, summarise(inboxTimes), TARGETS.inboxMs),
    `${count(expired.lifted)} of ${count(EXPIRING)} mutes ending in one minute lifted in ${expirySeconds.toFixed(1)} s  ${verdict(expired.lifted === EXPIRING && expirySeconds <= TARGETS.expirySeconds)} (target ${TARGETS.expirySeconds} s)`,
  ];
}
