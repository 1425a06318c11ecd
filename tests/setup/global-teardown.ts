import fs from "node:fs";
import { removeTestEnv } from "./test-env";

type Stoppable = { stop: () => Promise<void> };

export default async function globalTeardown() {
  const databases = (globalThis as { testDatabases?: Stoppable[] }).testDatabases ?? [];
  await Promise.all(databases.map((database) => database.stop()));
  if (process.env.STORAGE_DIR) fs.rmSync(process.env.STORAGE_DIR, { recursive: true, force: true });
  removeTestEnv();
}
