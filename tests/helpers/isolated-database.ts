// Points this test file at a database of its own (opened by global setup),
// for tests that fingerprint the whole database or install triggers in it.
// tests/setup/after-env.ts has already loaded lib/db for the shared database,
// so the module registry is reset and everything that touches the database
// must be loaded after this call, with jest.requireActual.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { IsolatedDatabase } from "../setup/test-env";

export function switchToIsolatedDatabase(name: IsolatedDatabase): PrismaClient {
  const url = process.env[name];
  if (!url) throw new Error(`${name} is not set: tests/setup/global-setup.ts opens it`);
  process.env.DATABASE_URL = url;
  jest.resetModules();
  const { db } = jest.requireActual<{ db: PrismaClient }>("@/lib/db");
  afterAll(() => db.$disconnect());
  return db;
}
