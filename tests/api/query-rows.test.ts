// queryRows (lib/db.ts): reads in SQL past Prisma's engine must see timestamps as Prisma
// writes them (UTC in timestamp(3) columns), whatever the server's time zone: jest.config.mjs
// runs every test in a zone far from UTC.
import { Prisma } from "@/lib/generated/prisma/client";
import { queryPrepared, queryRows } from "@/lib/db";
import { RUNS_ON_POSTGRES } from "../helpers/on-postgres";

it("sends and reads timestamps as UTC in a process whose zone is not UTC", async () => {
  const at = new Date("2026-03-08T10:15:30.123Z");
  expect(at.getTimezoneOffset()).not.toBe(0);
  const [row] = await queryRows<{ at: Date; text: string }>(
    Prisma.sql`SELECT ${at}::timestamp(3) AS at, ${at}::timestamp(3)::text AS text`,
  );
  expect(row!.text).toBe("2026-03-08 10:15:30.123");
  expect(row!.at.toISOString()).toBe(at.toISOString());
});

it("prepares a statement on each connection under one name its text decides", async () => {
  const statement = Prisma.sql`SELECT name FROM pg_prepared_statements WHERE statement LIKE ${"%FROM pg_prepared_statements%"}`;
  // Twelve at once: several of the pool's connections prepare it, each under the same name.
  const runs = await Promise.all(Array.from({ length: 12 }, () => queryPrepared<{ name: string }>(statement)));
  const names = new Set(runs.flat().map((row) => row.name));
  expect([...names]).toEqual([expect.stringMatching(/^q[\w-]{27}$/)]);
  // The embedded database's connections share one session: the second to prepare is refused, and
  // the process reads unprepared from then on, with the same answers.
  expect(await queryPrepared<{ name: string }>(statement)).toEqual([{ name: [...names][0] }]);
});

describe("when a named statement fails", () => {
  const failingWith = (code: string) =>
    ({
      query: async () => {
        throw Object.assign(new Error(`failed with ${code}`), { code });
      },
    }) as unknown as Parameters<typeof queryPrepared>[1];
  // A statement that finds itself among the session's prepared statements only when it is one.
  const selfListing = (tag: string) =>
    queryPrepared<{ name: string }>(
      Prisma.sql`SELECT name FROM pg_prepared_statements WHERE statement LIKE ${`%${tag}%`} AND ${Prisma.raw(`'${tag}'`)} <> ''`,
    );

  it("passes on any other error and keeps preparing", async () => {
    await expect(queryPrepared(Prisma.sql`SELECT 1`, failingWith("57014"))).rejects.toThrow("failed with 57014");
    // The embedded database has turned preparing off already (above).
    if (RUNS_ON_POSTGRES) expect(await selfListing("kept-preparing")).toHaveLength(1);
  });

  // Last in the file: from then on this process reads unprepared.
  it("reads unprepared from a refusal on", async () => {
    await expect(queryPrepared(Prisma.sql`SELECT 1`, failingWith("26000"))).rejects.toThrow("failed with 26000");
    expect(await selfListing("after-refusal")).toEqual([]);
  });
});
