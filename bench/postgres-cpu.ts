// PostgreSQL's CPU time for the connections to one database, read from /proc: the server runs on
// this machine (bench/index.ts refuses any other host), one process per connection. Not
// pg_stat_statements: it must be loaded when the server starts (shared_preload_libraries, a restart
// of a server other work shares), and it times statements by the clock, which on a busy machine
// counts the time a backend waits for a core.
import fs from "node:fs";
import pg from "pg";

/** CPU time (ms) per backend process of the database, or null when /proc does not show them. */
export type BackendCpu = Map<number, number> | null;

/**
 * Reads the CPU time of every client connection to `databaseUrl`'s database but the one asking.
 * /proc/<pid>/schedstat's first field is the time on a core in nanoseconds (stat's utime and
 * stime count 10 ms ticks, coarser than a search). Null when PostgreSQL runs where this process
 * cannot see its processes (another container).
 */
export async function readBackendCpu(databaseUrl: string): Promise<BackendCpu> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
        WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()`,
    );
    const cpu = new Map<number, number>();
    for (const { pid } of rows) {
      const schedstat = `/proc/${pid}/schedstat`;
      if (!fs.existsSync(schedstat)) return null;
      cpu.set(pid, Number(fs.readFileSync(schedstat, "utf8").split(" ")[0]) / 1e6);
    }
    return cpu;
  } finally {
    await client.end();
  }
}

/**
 * The CPU the backends spent between two readings (ms). A connection opened in between counts
 * from nothing (its start-up included, a fraction of a millisecond); one closed in between is
 * missed, so read around a stretch short beside the pools' idle timeout.
 */
export function backendCpuSpent(before: BackendCpu, after: BackendCpu): number | null {
  if (!before || !after) return null;
  let spent = 0;
  for (const [pid, ms] of after) spent += ms - (before.get(pid) ?? 0);
  return spent;
}
