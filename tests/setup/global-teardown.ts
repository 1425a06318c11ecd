import { removeTestEnv } from "./test-env";

type Stoppable = { stop: () => Promise<void> };

export default async function globalTeardown() {
  const databases = (globalThis as { testDatabases?: Stoppable[] }).testDatabases ?? [];
  await Promise.all(databases.map((database) => database.stop()));
  removeTestEnv();
}
