// npm run bench -- users: search, first page and overview latency at a million
// users, measured through the same service functions the API routes call.
import { benchUserCount, createMillionUserDatabase } from "./users-database";
import { collectGarbage } from "./gc";
import { timeCharts } from "./charts";
import { formatRow, summarise, time } from "./stats";

const USERS = benchUserCount();
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const SEARCH_TARGET_MS = 50;
const OVERVIEW_TARGET_MS = 100;
const EXPORT_TARGET_S = 30;

// Searches of every selectivity: common and rare names, email and handle
// fragments, an id prefix, two words, and nothing at all.
export const SEARCHES = [
  "john",
  "mar",
  "smith",
  "schmidt",
  "lee",
  "1234",
  "member_99",
  "@example",
  "e3",
  "9999999",
  "zzzzqq",
  "anna smith",
  "O'Conn",
];

export async function benchUsers(serverUrl: string) {
  console.log(`users: building a database of ${USERS.toLocaleString("en-US")} users…`);
  const started = Date.now();
  process.env.DATABASE_URL = await createMillionUserDatabase(serverUrl, USERS);
  console.log(`users: built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  // Imported now, so the shared client connects to the benchmark database.
  const { listUsers: listUsersFor } = await import("../lib/users/service");
  const { BUILT_IN_ROLES } = await import("../lib/permissions/catalogue");
  // As an admin sees it (emails shown): the list's own cost, no masking.
  const listUsers = (query: Parameters<typeof listUsersFor>[1]) =>
    listUsersFor({ permissions: BUILT_IN_ROLES.admin.permissions }, query);
  const { getAnalyticsOverview } = await import("../lib/analytics/overview");
  const { db } = await import("../lib/db");
  const base = { search: "", role: "all" as const, status: "all" as const, sort: "joined-desc" as const, limit: 50 };

  // Warm the pool and the caches the way a running server would be.
  for (let run = 0; run < 5; run++) await listUsers(base);

  const firstPage = [],
    nextPage = [],
    search = [],
    filtered = [],
    oldestFirst = [],
    overview = [];
  const { nextCursor } = await listUsers(base);
  // The one other sort the list offers (Joined, oldest first): the same index walked backwards.
  const oldest = { ...base, sort: "joined-asc" as const };
  const { nextCursor: oldestNext } = await listUsers(oldest);
  for (let run = 0; run < RUNS; run++) {
    firstPage.push(await time(() => listUsers(base)));
    nextPage.push(await time(() => listUsers({ ...base, after: nextCursor ?? undefined })));
    for (const term of SEARCHES) search.push(await time(() => listUsers({ ...base, search: term })));
    filtered.push(await time(() => listUsers({ ...base, role: "admin" })));
    filtered.push(await time(() => listUsers({ ...base, status: "banned", search: "mar" })));
    oldestFirst.push(await time(() => listUsers(oldest)));
    oldestFirst.push(await time(() => listUsers({ ...oldest, after: oldestNext ?? undefined })));
    oldestFirst.push(await time(() => listUsers({ ...oldest, role: "admin" })));
    overview.push(await time(() => getAnalyticsOverview()));
  }
  const chartRows = await timeCharts();
  const exported = await timeExport(db);
  await db.$disconnect();

  const rows = [
    formatRow("users: first page (50, with total)", summarise(firstPage), SEARCH_TARGET_MS),
    formatRow("users: next page (keyset cursor)", summarise(nextPage), SEARCH_TARGET_MS),
    formatRow(`users: search (${SEARCHES.length} terms)`, summarise(search), SEARCH_TARGET_MS),
    formatRow("users: role/status filters", summarise(filtered), SEARCH_TARGET_MS),
    formatRow("users: oldest first (first, next page, admins)", summarise(oldestFirst), SEARCH_TARGET_MS),
    formatRow("analytics: overview", summarise(overview), OVERVIEW_TARGET_MS),
    ...chartRows,
    `users: CSV export of all ${exported.rows.toLocaleString("en-US")} users: ${(exported.ms / 1000).toFixed(1)} s (target < ${EXPORT_TARGET_S} s ${exported.ms < EXPORT_TARGET_S * 1000 ? "ok" : "OVER"}), ${(exported.bytes / 1024 / 1024).toFixed(0)} MB, retained heap grew at most ${exported.retainedGrowthMb.toFixed(1)} MB (read after a forced collection every 100,000 rows)`,
  ];
  return rows;
}

/**
 * Reads the whole export as a client would. Constant memory shows as retained heap (after a
 * forced collection every 100,000 rows) that does not grow with the rows read.
 */
async function timeExport(db: {
  user: { findFirstOrThrow: (args: { select: { id: true } }) => Promise<{ id: string }> };
}) {
  const { exportUsers } = await import("../lib/users/export-users");
  const actor = await db.user.findFirstOrThrow({ select: { id: true } });
  const gc = collectGarbage();
  gc();
  const baseline = process.memoryUsage().heapUsed;
  let retainedGrowth = 0;
  const started = performance.now();
  const user = actor as Parameters<typeof exportUsers>[0]["user"];
  const response = await exportUsers(
    { user, stillAllowed: async () => true },
    {
      search: "",
      role: "all",
      status: "all",
    },
  );
  let bytes = 0;
  let rows = -1;
  let nextReading = 100_000;
  const reader = response.body!.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    bytes += read.value.length;
    for (const byte of read.value) if (byte === 10) rows += 1;
    if (rows >= nextReading) {
      gc();
      retainedGrowth = Math.max(retainedGrowth, process.memoryUsage().heapUsed - baseline);
      nextReading += 100_000;
    }
  }
  return { ms: performance.now() - started, bytes, rows, retainedGrowthMb: retainedGrowth / 1024 / 1024 };
}
