// Lints an OpenAPI document with Redocly's CLI and its `recommended` rules. The
// document is written to a folder of its own under the system's temporary
// directory (nothing is written in the project), and the CLI runs there, so no
// configuration file of the project changes the rules.
import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const CLI = createRequire(__filename).resolve("@redocly/cli/bin/cli.js");

type Problem = { ruleId: string; message: string; location: { pointer: string }[] };

/** `#/paths/~1api~1login/get/responses` → `GET /api/login`; outside paths, the pointer itself. */
function operationOf(pointer: string): string {
  const [, paths, route, method] = pointer.split("/");
  if (paths !== "paths" || !route || !method) return pointer;
  return `${method.toUpperCase()} ${route.replaceAll("~1", "/").replaceAll("~0", "~")}`;
}

/** Every finding, as "<rule> <where>" (`operation-2xx-response GET /api/login`). */
export async function redoclyFindings(document: unknown): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "openapi-lint-"));
  try {
    fs.writeFileSync(path.join(dir, "openapi.json"), JSON.stringify(document));
    const args = [CLI, "lint", "openapi.json", "--extends", "recommended", "--format", "json"];
    const env = { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" };
    // It exits 1 when it finds an error; the report on standard output says what either way.
    const { stdout } = await run(process.execPath, args, { cwd: dir, env }).catch((error: { stdout: string }) => error);
    const { problems } = JSON.parse(stdout) as { problems: Problem[] };
    return problems.map((problem) => `${problem.ruleId} ${operationOf(problem.location[0]?.pointer.slice(1) ?? "")}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
