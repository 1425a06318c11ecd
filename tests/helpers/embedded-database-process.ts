// An in-memory embedded database (PGlite) served from a process of its own,
// for a test file that needs a database no other file shares: PGlite cannot
// start inside a Jest worker. Prints the URL; stops when its standard input
// closes, so it cannot outlive the test process that started it.
import { startEmbeddedDatabase } from "@/scripts/db/embedded";
import { freePort } from "@/scripts/db/test-database";

const database = await startEmbeddedDatabase({ dataDir: null, port: await freePort() });
process.stdin.once("end", () => void database.stop().then(() => process.exit(0)));
process.stdin.resume();
console.log(`url ${database.url}`);
