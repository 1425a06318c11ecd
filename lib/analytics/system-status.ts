// The dashboard's Database Connection and System Activity cards, measured
// rather than printed (SPEC shows fixed figures; docs/decisions/screens.md).
import "server-only";
import { db } from "@/lib/db";

export type SystemStatus = { databaseName: string; tableCount: number; responseTimeMs: number; uptimeSeconds: number };

export async function getSystemStatus(): Promise<SystemStatus> {
  const started = performance.now();
  const [row] = await db.$queryRaw<{ database: string; tables: number }[]>`
    SELECT current_database() AS database,
           (SELECT count(*)::int FROM pg_tables WHERE schemaname = current_schema() AND tablename <> '_prisma_migrations') AS tables`;
  return {
    databaseName: row?.database ?? "unknown",
    tableCount: row?.tables ?? 0,
    responseTimeMs: Math.round(performance.now() - started),
    uptimeSeconds: Math.round(process.uptime()),
  };
}
