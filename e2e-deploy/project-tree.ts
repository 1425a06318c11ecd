// "Nothing writes to the project directory at run time": the files of the
// checkout changed since a moment. Next's build folder, dependencies, git and
// Playwright's own output and the tests' timing reports are not the panel's to keep still.
import fs from "node:fs/promises";
import path from "node:path";

const NOT_WATCHED = new Set(["node_modules", ".next", ".git", "test-results", "playwright-report", "test-timings"]);

export const PROJECT_DIR = path.resolve(import.meta.dirname, "..");

/** Paths (relative to the project) of files written after `since` (ms since the epoch). */
export async function filesChangedSince(since: number, dir = PROJECT_DIR): Promise<string[]> {
  const changed: string[] = [];
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!NOT_WATCHED.has(entry.name)) changed.push(...(await filesChangedSince(since, full)));
    } else if ((await fs.lstat(full)).mtimeMs > since) {
      changed.push(path.relative(PROJECT_DIR, full));
    }
  }
  return changed;
}
