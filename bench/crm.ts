// npm run bench -- crm: the contacts search, the pipeline board and its totals
// (plus the companies and activities lists) at 50,000 contacts, 10,000
// companies, 10,000 deals and 100,000 activities, filled by the seed itself
// and measured through the same service functions the API routes call.
import { formatRow, summarise, time } from "./stats";
import { seededBenchDatabase } from "./users-database";

const SIZES = {
  companies: Number(process.env.BENCH_COMPANIES ?? 10_000),
  contacts: Number(process.env.BENCH_CONTACTS ?? 50_000),
  deals: Number(process.env.BENCH_DEALS ?? 10_000),
  activities: Number(process.env.BENCH_ACTIVITIES ?? 100_000),
};
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const TARGET_MS = 50;

// Searches of every selectivity: common first-name fragments, name fragments of
// middling frequency, a last name, email and phone fragments (common and rare),
// two words, and nothing at all.
const CONTACT_SEARCHES = ["mar", "john", "lee", "smith", "son.", ".biz", "555", "+1422836", "zzzzqq", "mar son"];
// One or two characters, as a search box sends while someone types: no trigram
// index can serve them, so they are timed on their own.
const SHORT_SEARCHES = ["a", "jo", "e"];
// The same with a status filter, and the filter alone.
const CONTACT_FILTERED = [
  { status: "lead" },
  { status: "inactive" },
  { status: "customer", search: "mar" },
  { status: "inactive", search: "555" },
  { status: "lead", search: "son." },
  { status: "customer", search: "zzzzqq" },
];
const COMPANY_SEARCHES = [
  { search: "inc" },
  { search: "group" },
  { search: "auto" },
  { search: ".com" },
  { search: "zzzzqq" },
  { size: "enterprise" },
  { size: "small", search: "llc" },
];
const ACTIVITY_TYPES = ["all", "task", "note", "call", "email", "meeting"] as const;

export async function benchCrm(serverUrl: string) {
  const count = (value: number) => value.toLocaleString("en-US");
  console.log(
    `crm: seeding ${count(SIZES.contacts)} contacts, ${count(SIZES.companies)} companies, ${count(SIZES.deals)} deals, ${count(SIZES.activities)} activities…`,
  );
  const started = Date.now();
  await seededBenchDatabase(serverUrl, SIZES);
  console.log(`crm: seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);

  const { listContacts } = await import("../lib/contacts/service");
  const { listContactsQuerySchema } = await import("../lib/contacts/schema");
  const { listCompanies } = await import("../lib/companies/service");
  const { listCompaniesQuerySchema } = await import("../lib/companies/schema");
  const { loadBoard } = await import("../lib/deals/service");
  const { BOARD_COLUMN_SIZE } = await import("../lib/deals/schema");
  const { listActivities, countActivities } = await import("../lib/activities/service");
  const { listActivitiesQuerySchema } = await import("../lib/activities/schema");
  const { db } = await import("../lib/db");
  // The totals part of loadBoard(): lib/deals/service.ts exports no function of its own for it.
  const pipelineTotals = () => db.deal.groupBy({ by: ["stage"], _count: true, _sum: { value: true } });

  const contactQuery = (input: Record<string, string | undefined>) => listContactsQuerySchema.parse(input);
  const searches = CONTACT_SEARCHES.map((search) => contactQuery({ search }));
  const shortSearches = SHORT_SEARCHES.map((search) => contactQuery({ search }));
  const filtered = CONTACT_FILTERED.map((input) => contactQuery(input));
  const companyQueries = COMPANY_SEARCHES.map((input) => listCompaniesQuerySchema.parse(input));
  const firstContacts = contactQuery({});
  const { nextCursor: contactCursor } = await listContacts(firstContacts);
  const firstActivities = listActivitiesQuerySchema.parse({});
  const { nextCursor: activityCursor } = await listActivities(firstActivities);

  // Warm the pool and the caches the way a running server would be.
  for (let run = 0; run < 5; run++) await Promise.all([listContacts(firstContacts), loadBoard()]);

  const runs = () => [] as number[];
  const samples = {
    contactPages: runs(),
    search: runs(),
    shortSearch: runs(),
    searchFiltered: runs(),
    board: runs(),
    totals: runs(),
  };
  const extras = { companies: runs(), activities: runs(), activityCounts: runs() };
  const perTerm = new Map(CONTACT_SEARCHES.map((term) => [term, runs()]));
  for (let run = 0; run < RUNS; run++) {
    samples.contactPages.push(await time(() => listContacts(firstContacts)));
    samples.contactPages.push(await time(() => listContacts({ ...firstContacts, after: contactCursor ?? undefined })));
    for (const query of searches) {
      const took = await time(() => listContacts(query));
      samples.search.push(took);
      perTerm.get(query.search)!.push(took);
    }
    for (const query of shortSearches) samples.shortSearch.push(await time(() => listContacts(query)));
    for (const query of filtered) samples.searchFiltered.push(await time(() => listContacts(query)));
    samples.board.push(await time(() => loadBoard()));
    samples.totals.push(await time(() => pipelineTotals()));
    for (const query of companyQueries) extras.companies.push(await time(() => listCompanies(query)));
    extras.activities.push(await time(() => listActivities(firstActivities)));
    extras.activities.push(
      await time(() => listActivities({ ...firstActivities, after: activityCursor ?? undefined })),
    );
    for (const type of ACTIVITY_TYPES.slice(1))
      extras.activities.push(await time(() => listActivities({ ...firstActivities, type })));
    for (const type of ACTIVITY_TYPES) extras.activityCounts.push(await time(() => countActivities(type)));
  }
  await db.$disconnect();
  // Which search the p95 comes from, for a reader chasing a slow figure.
  const [slowestTerm, slowest] = [...perTerm]
    .map(([term, runs]) => [term, summarise(runs)] as const)
    .sort(([, a], [, b]) => b.p95 - a.p95)[0]!;

  return [
    formatRow(`contacts: search (${searches.length} terms)`, summarise(samples.search), TARGET_MS),
    formatRow(`contacts: slowest term ${JSON.stringify(slowestTerm)}`, slowest) + "  (reference)",
    formatRow(`contacts: 1-2 character terms (${shortSearches.length})`, summarise(samples.shortSearch), TARGET_MS),
    formatRow(`contacts: status filter (${filtered.length})`, summarise(samples.searchFiltered), TARGET_MS),
    formatRow("contacts: first and next page", summarise(samples.contactPages), TARGET_MS),
    formatRow(`deals: board (6 columns of ${BOARD_COLUMN_SIZE})`, summarise(samples.board), TARGET_MS),
    formatRow("deals: pipeline totals", summarise(samples.totals), TARGET_MS),
    formatRow(`companies: search/size (${companyQueries.length})`, summarise(extras.companies), TARGET_MS),
    formatRow("activities: list (pages, types)", summarise(extras.activities), TARGET_MS),
    formatRow("activities: pending/completed", summarise(extras.activityCounts), TARGET_MS),
  ];
}
