// `npm run prisma:generate`: `prisma generate`, but only when what the client is
// made from has changed since lib/generated/prisma was written. Every `npm run dev`
// begins here, and regenerating rewrote all of the client's files (the same bytes,
// new times) inside the tree `next dev` watches, a moment before Turbopack started
// on the cache it kept from the last start: see docs/decisions/development.md
// (nothing writes to the project at run time). The CLI is used only for this (prisma.config.ts).
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const OUTPUT_DIR = path.resolve("lib/generated/prisma");
// Written last, so an interrupted generation runs again next time.
const STAMP = path.join(OUTPUT_DIR, ".inputs-sha256");
// The schema, the CLI's configuration, and the versions of the generator and the runtime it writes for.
const INPUTS = [
  "prisma/schema.prisma",
  "prisma.config.ts",
  "node_modules/prisma/package.json",
  "node_modules/@prisma/client/package.json",
];

function inputsHash(): string {
  const hash = crypto.createHash("sha256");
  for (const file of INPUTS) hash.update(`${file}\0`).update(fs.readFileSync(file)).update("\0");
  return hash.digest("hex");
}

const wanted = inputsHash();
const made = fs.existsSync(STAMP) ? fs.readFileSync(STAMP, "utf8") : null;
if (made === wanted && fs.existsSync(path.join(OUTPUT_DIR, "client.ts"))) {
  console.log("Prisma Client in lib/generated/prisma is up to date.");
} else {
  // No schema engine: generation needs none, and it cannot be downloaded here.
  const run = spawnSync(path.resolve("node_modules/.bin/prisma"), ["generate"], {
    stdio: "inherit",
    env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: "/bin/false" },
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
  fs.writeFileSync(STAMP, wanted);
}
