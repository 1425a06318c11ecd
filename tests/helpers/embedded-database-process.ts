// An in-memory embedded database (PGlite) served from a process of its own:
// PGlite cannot start inside a Jest worker, and one process serving several
// databases would answer both workers' queries on its one thread. Starts blank,
// or from the data folder dumped in the file named as its argument. Prints the
// URL; stops when its standard input closes, so it cannot outlive the process
// that started it.
import fs from "node:fs";
import { startEmbeddedDatabase } from "@/scripts/db/embedded";
import { TEST_CONNECTIONS } from "@/scripts/db/test-database";

const dumpFile = process.argv[2];
const database = await startEmbeddedDatabase({
  dataDir: null,
  port: "free",
  loadDataDir: dumpFile ? new Blob([fs.readFileSync(dumpFile)]) : undefined,
  maxConnections: TEST_CONNECTIONS,
});
process.stdin.once("end", () => void database.stop().then(() => process.exit(0)));
process.stdin.resume();
console.log(`url ${database.url}`);
