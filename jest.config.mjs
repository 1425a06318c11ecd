import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

// Every test runs in a zone far from UTC (its workers inherit it), so that nothing depends on a server's clock being in UTC.
process.env.TZ = "Asia/Kolkata";

// ESM-only packages that Jest's CommonJS runtime must have compiled for it.
const ESM_PACKAGES = [
  "@faker-js/faker",
  "file-type",
  "strtok3",
  "token-types",
  "uint8array-extras",
  "@tokenizer/inflate",
  "@borewit/text-codec",
];

// Unit tests sit beside their module (*.test.ts); API and database tests in
// tests/ run against a real database that tests/setup/global-setup.ts opens.
const ALL_TESTS = ["<rootDir>/{lib,components,hooks,scripts,prisma,tests}/**/*.test.ts"];

// JEST_SUBSET=database: only the files whose results can differ by database engine, for the run
// on the second engine (CI runs everything on PostgreSQL, then this on the embedded one). Left
// out: the unit tests that open no database, and the authorisation matrix, generated from the
// routes' declarations, whose every case is a refusal decided from a session row that every
// other API file reads the same way. The fuzz stays: hostile input is where engines differ (text
// PostgreSQL cannot store was found by it).
const DATABASE_TESTS = [
  "<rootDir>/tests/{api,db}/**/*.test.ts",
  "!**/tests/api/authorisation-matrix.test.ts",
  // Unit tests that query the test database.
  "<rootDir>/lib/api/capped-count.test.ts",
  "<rootDir>/lib/users/user-search.test.ts",
];

const SUBSETS = { database: DATABASE_TESTS };
const subset = process.env.JEST_SUBSET;
if (subset && !(subset in SUBSETS)) throw new Error(`JEST_SUBSET=${subset}: known subsets are ${Object.keys(SUBSETS)}`);

const config = createJestConfig({
  testEnvironment: "node",
  // Jest 30 "soft-deletes" what a test file left on its global by wrapping each property in a warning
  // getter, recursively. Reaching a Prisma client's proxies that way recursed without end ("Maximum
  // call stack size exceeded") in whichever file came next; each file gets a fresh global anyway.
  testEnvironmentOptions: { globalsCleanup: "off" },
  testMatch: subset ? SUBSETS[subset] : ALL_TESTS,
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  globalSetup: "<rootDir>/tests/setup/global-setup.ts",
  globalTeardown: "<rootDir>/tests/setup/global-teardown.ts",
  setupFiles: ["<rootDir>/tests/setup/env.ts"],
  setupFilesAfterEnv: ["<rootDir>/tests/setup/after-env.ts"],
  // Besides Jest's own output, every run's durations (tests/setup/timing-reporter.mjs).
  reporters: ["default", "<rootDir>/tests/setup/timing-reporter.mjs"],
  // Longest files first, estimated where Jest has no durations of its own (tests/setup/slow-files-first.mjs).
  testSequencer: "<rootDir>/tests/setup/slow-files-first.mjs",
  maxWorkers: 2,
  testTimeout: 30_000,
});

async function jestConfig() {
  const resolved = await config();
  resolved.transformIgnorePatterns = [
    `/node_modules/(?!(${ESM_PACKAGES.join("|")})/)`,
    ...resolved.transformIgnorePatterns.filter((pattern) => !pattern.includes("node_modules")),
  ];
  return resolved;
}

export default jestConfig;
