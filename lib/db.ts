import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";

type Database = { prisma: PrismaClient; pool: pg.Pool };

// The pool connects lazily, so importing this module (as `next build` does) needs no database.
function createDatabase(connectionString = process.env.DATABASE_URL): Database {
  const pool = new pg.Pool({ connectionString });
  // Prisma's $disconnect ends the pool too.
  return { pool, prisma: new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) }) };
}

export function createPrismaClient(connectionString?: string): PrismaClient {
  return createDatabase(connectionString).prisma;
}

// One client per process and database; dev hot reloads would otherwise open a pool per reload.
const cache = globalThis as unknown as { database?: Database; databaseUrl?: string };
if (!cache.database || cache.databaseUrl !== process.env.DATABASE_URL) {
  cache.database = createDatabase();
  cache.databaseUrl = process.env.DATABASE_URL;
}
export const db: PrismaClient = cache.database.prisma;
/** `db`'s own pool, for what Prisma cannot send: several statements in one message (lib/api/capped-count.ts). */
export const pool: pg.Pool = cache.database.pool;
