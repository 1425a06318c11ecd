// npm run bench -- library: the purchases list (first and next page, and
// searches over buyer and item) at 100,000 purchases by 20,000 users, filled
// by the seed itself and measured through the service function the API calls.
import { formatRow, summarise, time } from "./stats";
import { seededBenchDatabase } from "./users-database";

const USERS = Number(process.env.BENCH_LIBRARY_USERS ?? 20_000);
const PURCHASES = Number(process.env.BENCH_PURCHASES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const TARGET_MS = 50;

// Buyer name fragments of every frequency, an email fragment, an item's name word, two words, and nothing at all.
const SEARCHES = ["mar", "john", "smith", "son", "example", "chair", "mar chair", "zzzzqq"];
// One or two characters, as a search box sends while someone types.
const SHORT_SEARCHES = ["a", "jo"];

export async function benchLibrary(serverUrl: string) {
  const count = (value: number) => value.toLocaleString("en-US");
  console.log(`library: seeding ${count(PURCHASES)} purchases by ${count(USERS)} users…`);
  const started = Date.now();
  await seededBenchDatabase(serverUrl, { users: USERS, purchases: PURCHASES });
  console.log(`library: seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);

  const { listPurchases: listPurchasesFor } = await import("../lib/library/service");
  const { BUILT_IN_ROLES } = await import("../lib/permissions/catalogue");
  // As an Admin: the search that includes the buyer's email, the broader of the two.
  const listPurchases = (query: Parameters<typeof listPurchasesFor>[1]) =>
    listPurchasesFor({ permissions: BUILT_IN_ROLES.admin.permissions }, query);
  const { listPurchasesQuerySchema } = await import("../lib/library/schema");
  const { db } = await import("../lib/db");
  const query = (search?: string) => listPurchasesQuerySchema.parse({ search });
  const first = query();
  const { nextCursor } = await listPurchases(first);
  const searches = SEARCHES.map(query);
  const shortSearches = SHORT_SEARCHES.map(query);

  // Warm the pool and the caches the way a running server would be.
  for (let run = 0; run < 5; run++)
    await Promise.all([listPurchases(first), ...searches.map((search) => listPurchases(search))]);

  const samples = { pages: [] as number[], search: [] as number[], shortSearch: [] as number[] };
  const perTerm = new Map(SEARCHES.map((term) => [term, [] as number[]]));
  for (let run = 0; run < RUNS; run++) {
    samples.pages.push(await time(() => listPurchases(first)));
    samples.pages.push(await time(() => listPurchases({ ...first, after: nextCursor ?? undefined })));
    for (const search of searches) {
      const took = await time(() => listPurchases(search));
      samples.search.push(took);
      perTerm.get(search.search)!.push(took);
    }
    for (const search of shortSearches) samples.shortSearch.push(await time(() => listPurchases(search)));
  }
  await db.$disconnect();
  const [slowestTerm, slowest] = [...perTerm]
    .map(([term, runs]) => [term, summarise(runs)] as const)
    .sort(([, a], [, b]) => b.p95 - a.p95)[0]!;

  return [
    formatRow("library: first and next page", summarise(samples.pages), TARGET_MS),
    formatRow(`library: search (${searches.length} terms)`, summarise(samples.search), TARGET_MS),
    formatRow(`library: slowest term ${JSON.stringify(slowestTerm)}`, slowest) + "  (reference)",
    formatRow(`library: 1-2 character terms (${shortSearches.length})`, summarise(samples.shortSearch), TARGET_MS),
  ];
}
