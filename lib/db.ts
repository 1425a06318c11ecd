import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";

// The pool connects lazily, so importing this module (as `next build` does) needs no database.
export function createPrismaClient(connectionString = process.env.DATABASE_URL) {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString }) });
}

// One client per process and database; dev hot reloads would otherwise open a pool per reload.
const cache = globalThis as unknown as { prisma?: PrismaClient; prismaUrl?: string };
if (!cache.prisma || cache.prismaUrl !== process.env.DATABASE_URL) {
  cache.prisma = createPrismaClient();
  cache.prismaUrl = process.env.DATABASE_URL;
}
export const db: PrismaClient = cache.prisma;
