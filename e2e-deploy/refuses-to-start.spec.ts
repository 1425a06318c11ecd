// A production server without NEXTAUTH_SECRET (or a database URL) stops at
// once with a clear message, on both ways of running the panel; only `next dev`
// and test runs may make a secret up (scripts/with-database.ts). A secret
// shorter than 32 bytes stops it too.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort } from "../scripts/db/test-database";
import { environmentWith, runToEnd } from "./processes";

const NO_SECRET = "Refusing to start: NEXTAUTH_SECRET (or AUTH_SECRET) must be set in production";
// 32 bytes, the fewest the panel takes (lib/auth/config.ts).
const SECRET = "a-secret-for-this-test-only-32by";
// Never reached: the server must stop before it connects.
const UNUSED_DATABASE = "postgresql://panel@127.0.0.1:9/panel";

/** `next start` on a free port, run until it stops. */
const nextStart = async (env: NodeJS.ProcessEnv) =>
  runToEnd("npx", ["next", "start", "-H", "127.0.0.1", "-p", String(await freePort())], env);

test("`npm start` without a secret stops, and writes none anywhere", async () => {
  test.setTimeout(120_000);
  // Its embedded database (no DATABASE_URL) and any secret it would keep go to a throwaway XDG_DATA_HOME.
  const dataHome = await fs.mkdtemp(path.join(os.tmpdir(), "admin-panel-start-e2e-"));
  try {
    const env = environmentWith({ XDG_DATA_HOME: dataHome, EMBEDDED_DB_PORT: String(await freePort()) });
    const { code, output } = await runToEnd(
      "npm",
      ["start", "--", "-H", "127.0.0.1", "-p", String(await freePort())],
      env,
      90_000,
    );
    expect(output).toContain(NO_SECRET);
    expect(code).toBe(1);
    const [checkout] = await fs.readdir(path.join(dataHome, "admin-panel"));
    expect(await fs.readdir(path.join(dataHome, "admin-panel", checkout!))).toEqual(["pglite"]);
  } finally {
    await fs.rm(dataHome, { recursive: true, force: true });
  }
});

test("`next start` without a secret stops", async () => {
  const env = environmentWith({ DATABASE_URL: UNUSED_DATABASE });
  const { code, output } = await nextStart(env);
  expect(output).toContain(NO_SECRET);
  expect(code).toBe(1);
});

test("`next start` with a secret shorter than 32 bytes stops, saying how to make one", async () => {
  const env = environmentWith({ DATABASE_URL: UNUSED_DATABASE, NEXTAUTH_SECRET: SECRET.slice(1) });
  const { code, output } = await nextStart(env);
  expect(output).toContain(
    "Refusing to start: NEXTAUTH_SECRET (or AUTH_SECRET) must be at least 32 bytes long, not 31",
  );
  expect(output).toContain("openssl rand -base64 32");
  expect(code).toBe(1);
});

test("`next start` without a database URL stops", async () => {
  const env = environmentWith({ NEXTAUTH_SECRET: SECRET });
  const { code, output } = await nextStart(env);
  expect(output).toContain("Refusing to start: DATABASE_URL must be set");
  expect(code).toBe(1);
});

test("`next start` with a mistyped session timeout stops", async () => {
  const env = environmentWith({
    DATABASE_URL: UNUSED_DATABASE,
    NEXTAUTH_SECRET: SECRET,
    SESSION_IDLE_TIMEOUT_SECONDS: "30m",
  });
  const { code, output } = await nextStart(env);
  expect(output).toContain(
    'Refusing to start: SESSION_IDLE_TIMEOUT_SECONDS must be a whole number of seconds above 0, not "30m"',
  );
  expect(code).toBe(1);
});
