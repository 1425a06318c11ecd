// Crash safety of the bulk delete (one transaction, all or nothing): a server process killed with
// SIGKILL while it moves thousands of messages to deleted-user-system leaves
// everything moved or nothing, never a mix. The delete runs in a child
// process (tests/helpers/bulk-delete-process.ts) on a database of this file's
// own, so the kill cannot disturb the other test files.
import pg from "pg";
import { createPrismaClient } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { SYSTEM_USER_ID } from "@/lib/users/record";
import type { EmbeddedDatabase } from "@/scripts/db/embedded";
import { RUNS_ON_POSTGRES } from "../helpers/on-postgres";
import { openOwnDatabase } from "../helpers/own-database";
import { startScript } from "../helpers/script-process";

const USERS = 200;
const MESSAGES_PER_USER = 100;
const DIRECT_MESSAGES_PER_USER = 10;
// A probe that waits this long on the embedded database is queued behind another connection's open transaction.
const STALL_MS = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let database: EmbeddedDatabase;
let prisma: PrismaClient;

beforeAll(async () => {
  database = await openOwnDatabase();
  prisma = createPrismaClient(database.url);
}, 60_000);

afterAll(async () => {
  await prisma?.$disconnect();
  await database?.stop();
});

/** Users who each own messages in one channel and direct messages to one survivor; and the admin who deletes them. */
async function createDoomedUsers() {
  const admin = await prisma.user.create({
    data: { email: "crash-admin@example.test", handle: "crash_admin", isAdmin: true },
  });
  const survivor = await prisma.user.create({
    data: { email: "crash-survivor@example.test", handle: "crash_survivor" },
  });
  const ids = Array.from({ length: USERS }, (_, index) => `doomed-${index}`);
  await prisma.user.createMany({
    data: ids.map((id) => ({ id, email: `${id}@example.test`, handle: id.replace("-", "_") })),
  });
  const channel = await prisma.channel.create({ data: { name: "crash-safety", createdBy: ids[0] } });
  // In SQL: one statement each, where createMany would split thousands of rows into chunks.
  await prisma.$executeRaw`
    INSERT INTO messages (id, user_id, channel_id, content)
    SELECT gen_random_uuid(), id, ${channel.id}, 'message ' || n FROM users, generate_series(1, ${MESSAGES_PER_USER}) n WHERE id = ANY(${ids})`;
  await prisma.$executeRaw`
    INSERT INTO direct_messages (id, sender_id, recipient_id, content)
    SELECT gen_random_uuid(), id, ${survivor.id}, 'dm ' || n FROM users, generate_series(1, ${DIRECT_MESSAGES_PER_USER}) n WHERE id = ANY(${ids})`;
  return { adminId: admin.id, ids };
}

/** Who owns what: the doomed users' rows against deleted-user-system's, and the audit entry that commits with the move. */
async function ownership(ids: string[]) {
  const [users, messages, systemMessages, directMessages, systemDirectMessages, systemChannels, auditEntries] =
    await Promise.all([
      prisma.user.count({ where: { id: { in: ids } } }),
      prisma.message.count({ where: { userId: { in: ids } } }),
      prisma.message.count({ where: { userId: SYSTEM_USER_ID } }),
      prisma.directMessage.count({ where: { senderId: { in: ids } } }),
      prisma.directMessage.count({ where: { senderId: SYSTEM_USER_ID } }),
      prisma.channel.count({ where: { createdBy: SYSTEM_USER_ID } }),
      prisma.auditLog.count({ where: { action: "user.bulk_delete" } }),
    ]);
  return { users, messages, systemMessages, directMessages, systemDirectMessages, systemChannels, auditEntries };
}

const NOTHING_MOVED = {
  users: USERS,
  messages: USERS * MESSAGES_PER_USER,
  systemMessages: 0,
  directMessages: USERS * DIRECT_MESSAGES_PER_USER,
  systemDirectMessages: 0,
  systemChannels: 0,
  auditEntries: 0,
};
const EVERYTHING_MOVED = {
  users: 0,
  messages: 0,
  systemMessages: USERS * MESSAGES_PER_USER,
  directMessages: 0,
  systemDirectMessages: USERS * DIRECT_MESSAGES_PER_USER,
  systemChannels: 1,
  auditEntries: 1,
};

async function pollUntil(condition: () => Promise<boolean>, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await sleep(10);
  }
}

/**
 * PostgreSQL: the child's backend (found by its application_name) has an open
 * transaction holding the row lock of its UPDATE on messages; the kill then
 * lands while that transaction is under way.
 */
function postgresWatch(probe: pg.Client, applicationName: string) {
  const holdsMessageLocks = `
    SELECT 1 FROM pg_stat_activity a JOIN pg_locks l ON l.pid = a.pid
    WHERE a.application_name = $1 AND a.xact_start IS NOT NULL
      AND l.relation = 'messages'::regclass AND l.mode = 'RowExclusiveLock' AND l.granted`;
  return {
    underWay: () =>
      pollUntil(
        async () => ((await probe.query(holdsMessageLocks, [applicationName])).rowCount ?? 0) > 0,
        "the delete holds locks on messages",
      ),
    // The server ends the dead client's backend, rolling back what it did not commit.
    settled: () =>
      pollUntil(
        async () =>
          (await probe.query(`SELECT 1 FROM pg_stat_activity WHERE application_name = $1`, [applicationName]))
            .rowCount === 0,
        "the killed backend is gone",
      ),
  };
}

/**
 * Embedded database (PGlite): one session serves every connection, and while
 * one connection's transaction is open the others' statements queue behind it,
 * so a probe that stalls means the delete's transaction is under way; it
 * answers once the transaction has ended (rolled back when its client dies).
 */
function embeddedWatch(probe: pg.Client) {
  let stalled: Promise<unknown> | undefined;
  return {
    underWay: () =>
      pollUntil(async () => {
        const answer = probe.query("SELECT 1");
        const answered = await Promise.race([answer.then(() => true), sleep(STALL_MS).then(() => false)]);
        if (!answered) stalled = answer;
        return !answered;
      }, "a probe waits behind the delete's transaction"),
    settled: async () => {
      await stalled;
    },
  };
}

describe("a bulk delete killed in the middle of its transaction", () => {
  it("leaves either everything moved to deleted-user-system or nothing, never a mix", async () => {
    const { adminId, ids } = await createDoomedUsers();
    expect(await ownership(ids)).toEqual(NOTHING_MOVED);

    const applicationName = `crash-safety-${process.pid}`;
    const childUrl = new URL(database.url);
    childUrl.searchParams.set("application_name", applicationName);
    const probe = new pg.Client({ connectionString: database.url });
    await probe.connect();
    const watch = RUNS_ON_POSTGRES ? postgresWatch(probe, applicationName) : embeddedWatch(probe);

    const server = startScript("tests/helpers/bulk-delete-process.ts", [adminId, ...ids], {
      ...process.env,
      DATABASE_URL: childUrl.toString(),
    });
    await server.waitForLine("deleting");
    const finishedFirst = server.exited.then(() => {
      throw new Error("The delete ended before it could be killed: make the data larger");
    });
    await Promise.race([watch.underWay(), finishedFirst]);
    server.child.kill("SIGKILL");
    // Killed by us, not finished on its own: the kill landed before the process saw its answer.
    expect(await server.exited).toBe("SIGKILL");
    await watch.settled();
    await probe.end();

    expect([NOTHING_MOVED, EVERYTHING_MOVED]).toContainEqual(await ownership(ids));
  }, 60_000);
});
