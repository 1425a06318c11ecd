import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";

/** Connections for the process's queries; `npm start`'s workers share them (README, "Deploy"). */
export const QUERY_CONNECTIONS = 10;

/**
 * This process's share of a pool of `total` connections: `npm start` with several
 * workers (server.ts sets PANEL_WORKERS in each) splits every pool between them, so
 * the server as a whole opens no more than one process did.
 */
export function connectionShare(total: number): number {
  return Math.max(1, Math.floor(total / Number(process.env.PANEL_WORKERS ?? 1)));
}

// The pool connects lazily, so importing this module (as `next build` does) needs no database.
export function createPrismaClient(connectionString = process.env.DATABASE_URL) {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString, max: connectionShare(QUERY_CONNECTIONS) }) });
}

// One client per process and database; dev hot reloads would otherwise open a pool per reload.
const cache = globalThis as unknown as { prisma?: PrismaClient; prismaUrl?: string };
if (!cache.prisma || cache.prismaUrl !== process.env.DATABASE_URL) {
  cache.prisma = createPrismaClient();
  cache.prismaUrl = process.env.DATABASE_URL;
}
export const db: PrismaClient = cache.prisma;
