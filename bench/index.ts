// npm run bench [-- scenario…]: the performance checks (docs/benchmarks.md).
// They need a PostgreSQL server on this machine: BENCH_DATABASE_URL, else
// TEST_DATABASE_URL, else postgresql://postgres@127.0.0.1:5432/postgres.
import { benchApi } from "./api";
import { benchCharts } from "./charts";
import { benchCrm } from "./crm";
import { benchDevReload } from "./dev-reload";
import { benchFeatureFeed } from "./feature-feed";
import { benchFloor } from "./floor";
import { benchImport } from "./import";
import { benchLibrary } from "./library";
import { benchLighthouse } from "./lighthouse";
import { benchLoad } from "./load";
import { benchModeration } from "./moderation";
import { benchPageWeight } from "./page-weight";
import { benchPurge } from "./purge";
import { benchUsers } from "./users";
import { benchWebhooks } from "./webhooks";

const SCENARIOS: Record<string, (serverUrl: string) => Promise<string[]>> = {
  users: benchUsers,
  charts: benchCharts,
  crm: benchCrm,
  library: benchLibrary,
  import: benchImport,
  "feature-feed": benchFeatureFeed,
  api: benchApi,
  floor: benchFloor,
  webhooks: benchWebhooks,
  moderation: benchModeration,
  load: benchLoad,
  "page-weight": benchPageWeight,
  lighthouse: benchLighthouse,
  // `npm run dev` itself, on embedded databases of its own: it needs no PostgreSQL server.
  "dev-reload": benchDevReload,
  // Last: it empties the trash the users database holds.
  purge: benchPurge,
};

const serverUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const host = new URL(serverUrl).hostname;
if (!["127.0.0.1", "localhost", "::1", "[::1]"].includes(host)) {
  throw new Error(`Refusing to benchmark against ${host}: the benchmark creates and drops a database.`);
}

// Flags (`--quick`) are the scenarios' own: they read process.argv themselves.
const named = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const chosen = named.length ? named : Object.keys(SCENARIOS);
const report: string[] = [];
for (const name of chosen) {
  const scenario = SCENARIOS[name];
  if (!scenario) {
    throw new Error(`Unknown scenario ${name}; known: ${Object.keys(SCENARIOS).join(", ")}`);
  }
  report.push(...(await scenario(serverUrl)));
}
console.log(`\n${report.join("\n")}`);
