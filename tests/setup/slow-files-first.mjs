// Runs the longest test files first, so that the two workers finish together
// instead of one of them starting a minutes-long file when the rest is nearly
// done. Jest's own sequencer orders by the durations it cached on earlier runs
// of this machine, but a clean CI machine has none, and it then goes by file
// size, which started the fuzz half-way through the run. So a file's expected
// duration is Jest's cached one where there is one, else the estimate below,
// else none (a quick file), the larger file first among equals. Failed files
// still come first, as in Jest's, for the quickest news of a fix.
// Plain JavaScript: Jest loads its sequencer without compiling it.
import { createRequire } from "node:module";
import path from "node:path";

// Jest's default sequencer (its documented base for custom ones), from Jest's own dependencies.
const Sequencer = createRequire(import.meta.url)("@jest/test-sequencer").default;

// The slowest files' seconds on two busy workers, rounded from test-timings/ (both
// engines' reports). Only their order matters, and their size beside the whole run's (about
// 900 s of files): refresh them when the report shows a file far from its place here.
const ESTIMATED_SECONDS = {
  "tests/api/fuzz.test.ts": 300,
  "tests/db/migrate-and-seed.test.ts": 150,
  "tests/api/authorisation-matrix.test.ts": 90,
  "tests/api/audit-completeness-account.test.ts": 35,
  "tests/api/audit-completeness-content.test.ts": 35,
  "tests/api/audit-completeness-crm.test.ts": 15,
  "tests/api/audit-completeness-users.test.ts": 15,
  "tests/api/sign-in-throttle.test.ts": 45,
  "tests/db/crash-safety.test.ts": 30,
  "lib/loading/merge-classes.test.ts": 25,
  "tests/api/record-versions.test.ts": 20,
  "tests/api/csv-import.test.ts": 15,
};

export default class SlowFilesFirst extends Sequencer {
  sort(tests) {
    const expectedMs = (test) => {
      test.duration = this.time(test);
      const estimate = ESTIMATED_SECONDS[path.relative(test.context.config.rootDir, test.path)];
      return test.duration ?? (estimate ?? 0) * 1000;
    };
    const size = (test) => test.context.hasteFS.getSize(test.path) ?? 0;
    const order = tests.map((test) => ({ test, failed: this.hasFailed(test), ms: expectedMs(test), size: size(test) }));
    order.sort((a, b) => Number(b.failed) - Number(a.failed) || b.ms - a.ms || b.size - a.size);
    return order.map(({ test }) => test);
  }
}
