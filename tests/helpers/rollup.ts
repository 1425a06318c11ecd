// A trigger-kept rollup against the table it stands for: both read in one
// repeatable-read snapshot, because other test files write meanwhile.
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

export type Counted = { key: string; count: number; value?: string }[];

export function rollupAndTable(rollup: Prisma.Sql, table: Prisma.Sql) {
  return db.$transaction(
    async (tx) => ({ rollup: await tx.$queryRaw<Counted>(rollup), table: await tx.$queryRaw<Counted>(table) }),
    { isolationLevel: "RepeatableRead" },
  );
}
