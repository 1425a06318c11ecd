// Keeps every run's durations, so that the next slow-down shows where it is:
// test-timings/jest-<pass>.json (git-ignored, beside Playwright's), one file per kind of run
// (database engine, Node's major version, subset), rewritten each time. Files
// come slowest first, each with when it started after the first one (which shows
// how the workers shared them out) and its tests' durations, slowest first.
// Plain JavaScript: Jest loads reporters without compiling them.
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";

/** The kind of run, as the file's name says it: e.g. postgresql-node20, embedded-node24-database. */
function passName() {
  const engine = process.env.TEST_DATABASE_URL ? "postgresql" : "embedded";
  const node = `node${process.versions.node.split(".")[0]}`;
  return [engine, node, process.env.JEST_SUBSET].filter(Boolean).join("-");
}

/** How long the span that Jest marked `<name>:start` and `<name>:end` took (0 when it did not run). */
function markedSpan(name) {
  const [start] = performance.getEntriesByName(`${name}:start`);
  const [end] = performance.getEntriesByName(`${name}:end`);
  return start && end ? end.startTime - start.startTime : 0;
}

/** One line per test, so that the file stays short to read and to diff. */
function formatReport(summary, files) {
  const lines = files.map((file) => {
    const tests = file.tests.map(([ms, name]) => `      [${ms}, ${JSON.stringify(name)}]`).join(",\n");
    const head = `    {"file": ${JSON.stringify(file.file)}, "ms": ${file.ms}, "startedAtMs": ${file.startedAtMs}`;
    const failed = file.failed ? `, "failed": ${file.failed}` : "";
    return `${head}${failed}, "tests": [\n${tests}\n    ]}`;
  });
  const head = JSON.stringify(summary).slice(0, -1);
  return `${head},\n  "files": [\n${lines.join(",\n")}\n  ]\n}\n`;
}

export default class TimingReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const firstStart = Math.min(...results.testResults.map((file) => file.perfStats.start));
    const files = results.testResults
      .map((file) => ({
        file: path.relative(this.rootDir, file.testFilePath),
        ms: file.perfStats.end - file.perfStats.start,
        startedAtMs: file.perfStats.start - firstStart,
        failed: file.numFailingTests,
        tests: file.testResults
          .filter((test) => test.duration != null)
          .map((test) => [test.duration, test.fullName])
          .sort((a, b) => b[0] - a[0]),
      }))
      .sort((a, b) => b.ms - a.ms);
    const report = {
      pass: passName(),
      finishedAt: new Date().toISOString(),
      // From Jest's start, global setup included (Jest marks its span), to the last file's end.
      wallMs: Math.round(process.uptime() * 1000),
      globalSetupMs: Math.round(markedSpan("jest/globalSetup")),
      testFiles: results.numTotalTestSuites,
      tests: results.numTotalTests,
      failedTests: results.numFailedTests,
    };
    const file = path.join(this.rootDir, "test-timings", `jest-${report.pass}.json`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, formatReport(report, files));
    process.stderr.write(`Timings: ${path.relative(this.rootDir, file)}\n`);
  }
}
