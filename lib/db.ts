import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";

/** DATABASE_POOL_SIZE: connections per server process; node-postgres' 10 when unset. */
function poolSize(): number | undefined {
  const value = process.env.DATABASE_POOL_SIZE;
  if (value === undefined || value === "") return undefined;
  const size = Number(value);
  if (!Number.isInteger(size) || size <= 0) throw new Error(`DATABASE_POOL_SIZE must be a whole number above 0, not "${value}"`);
  return size;
}

// The pool connects lazily, so importing this module (as `next build` does) needs no database.
export function createPrismaClient(connectionString = process.env.DATABASE_URL) {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString, max: poolSize() }) });
}

// One client per process and database; dev hot reloads would otherwise open a pool per reload.
const cache = globalThis as unknown as { prisma?: PrismaClient; prismaUrl?: string };
if (!cache.prisma || cache.prismaUrl !== process.env.DATABASE_URL) {
  cache.prisma = createPrismaClient();
  cache.prismaUrl = process.env.DATABASE_URL;
}
export const db: PrismaClient = cache.prisma;
