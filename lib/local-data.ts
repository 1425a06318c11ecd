// Where local development keeps its state (the embedded database, the
// development auth secret): outside the project tree, because `next dev`
// watches the tree and rebuilt the page on every database write in it.
// One folder per checkout, so two clones never share a database.
import crypto from "node:crypto";
import os from "node:os";
import path from "node:path";

/** `${XDG_DATA_HOME:-~/.local/share}/admin-panel/<hash of the checkout's path>` */
export function localDataDir(projectDir = process.cwd()): string {
  const base = process.env.XDG_DATA_HOME || path.join(os.homedir(), ".local", "share");
  const checkout = crypto.createHash("sha256").update(path.resolve(projectDir)).digest("hex").slice(0, 12);
  return path.join(base, "admin-panel", checkout);
}
