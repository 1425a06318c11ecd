// Starts tests/helpers/embedded-database-process.ts and hands back its database.
// Relative imports: Jest's global setup loads this without the "@/" paths.
import type { EmbeddedDatabase } from "../../scripts/db/embedded";
import { startScript } from "./script-process";

/** A blank database, or one holding the data folder that `dumpFile` holds (PGlite's dumpDataDir). */
export async function openEmbeddedInChild(dumpFile?: string): Promise<EmbeddedDatabase> {
  const server = startScript("tests/helpers/embedded-database-process.ts", dumpFile ? [dumpFile] : []);
  const url = (await server.waitForLine("url ")).slice("url ".length);
  return {
    url,
    stop: async () => {
      server.child.stdin!.end();
      await server.exited;
    },
  };
}
