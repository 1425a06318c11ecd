import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { readMigrations } from "@/lib/migrations";
import { applyMigrations } from "@/scripts/db/migrate";
import { SYSTEM_USER_ID } from "@/lib/users/record";
import { seedDatabase } from "@/prisma/seed/seed";

const run = promisify(execFile);
const checkDrift = (schemaPath?: string) =>
  run("npx", ["tsx", "scripts/db/check-drift.ts", ...(schemaPath ? [schemaPath] : [])], { cwd: process.cwd() });

describe("migrations", () => {
  it("agree with schema.prisma (no drift)", async () => {
    const { stdout } = await checkDrift();
    expect(stdout).toContain("in step");
  }, 120_000);

  it("the drift check notices a schema change no migration covers", async () => {
    const schema = fs
      .readFileSync("prisma/schema.prisma", "utf8")
      .replace("  lastActiveAt    DateTime?", "  nickname String?\n  lastActiveAt    DateTime?");
    const changed = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "drift-")), "schema.prisma");
    fs.writeFileSync(changed, schema);
    await expect(checkDrift(changed)).rejects.toMatchObject({
      stderr: expect.stringContaining('ADD COLUMN     "nickname" TEXT'),
    });
  }, 120_000);

  // The scratch database is blank and belongs to this file alone (tests/setup/global-setup.ts).
  describe("on a new database", () => {
    const database = { url: process.env.SCRATCH_DATABASE_URL! };

    it("apply once, record history like prisma migrate, and create the system user", async () => {
      const names = readMigrations().map((migration) => migration.name);
      expect(await applyMigrations(database.url)).toEqual(names);
      expect(await applyMigrations(database.url)).toEqual([]);

      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const history = await client.query(
        `SELECT migration_name, checksum FROM "_prisma_migrations" ORDER BY migration_name`,
      );
      expect(history.rows.map((row) => row.migration_name)).toEqual(names);
      const system = await client.query(`SELECT id, is_admin FROM users WHERE id = $1`, [SYSTEM_USER_ID]);
      expect(system.rows).toEqual([{ id: SYSTEM_USER_ID, is_admin: false }]);
      await client.end();
    });

    it("refuse a migration edited after it was applied", async () => {
      const [first, ...rest] = readMigrations();
      const edited = [{ ...first!, checksum: "0".repeat(64) }, ...rest];
      await expect(applyMigrations(database.url, edited)).rejects.toThrow(/was edited after it was applied/);
    });

    it("roll back a failing migration whole", async () => {
      const broken = [
        ...readMigrations(),
        {
          name: "99999999999999_broken",
          sql: "CREATE TABLE half_done (id int); SELECT no_such_function();",
          checksum: "x",
        },
      ];
      await expect(applyMigrations(database.url, broken)).rejects.toThrow(/99999999999999_broken failed/);
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const table = await client.query(`SELECT to_regclass('half_done') AS name`);
      expect(table.rows[0].name).toBeNull();
      await client.end();
    });

    it("then seed the same data every time, wiping what was there", async () => {
      const options = { users: 25, channels: 3, messagesPerChannel: 2, directMessageThreads: 5, password: "pw" };
      const fingerprint = async () => {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        const { rows } = await client.query(`
          SELECT (SELECT string_agg(id || email, ',' ORDER BY id) FROM users) AS users,
                 (SELECT string_agg(name || description, ',' ORDER BY id) FROM channels) AS channels,
                 (SELECT count(*) FROM messages) AS messages,
                 (SELECT string_agg(title || value, ',' ORDER BY id) FROM deals) AS deals`);
        await client.end();
        return rows[0];
      };
      await seedDatabase(database.url, options);
      const first = await fingerprint();
      await seedDatabase(database.url, options);
      expect(await fingerprint()).toEqual(first);
      expect(Number(first.messages)).toBe(6);
    });

    it("refuse to seed (and so wipe) a database on another host", async () => {
      const options = { users: 1, channels: 0, messagesPerChannel: 0, directMessageThreads: 0, password: "pw" };
      await expect(seedDatabase("postgresql://u@db.example.com:5432/prod", options)).rejects.toThrow(
        /Refusing to seed/,
      );
    });
  });
});
