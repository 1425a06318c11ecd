// Child processes of the specs: the panel's own commands, run as a developer or
// an operator would, with none of the settings this runner (or CI) carries.
import { spawn } from "node:child_process";
import { PROJECT_DIR } from "./project-tree";

const PANEL_SETTINGS = [
  "DATABASE_URL",
  "NEXTAUTH_SECRET",
  "AUTH_SECRET",
  "NEXTAUTH_URL",
  "APP_URL",
  "NODE_ENV",
  "PORT",
];

/** This process's environment without the panel's settings, plus `settings`. */
export function environmentWith(settings: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  for (const name of PANEL_SETTINGS) delete env[name];
  return { ...env, ...settings };
}

export type Finished = { code: number | null; output: string };

/** Runs a command in the project to its end (killed after `timeoutMs`), with its output. */
export function runToEnd(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  timeoutMs = 60_000,
): Promise<Finished> {
  const child = spawn(command, args, { cwd: PROJECT_DIR, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk: Buffer) => (output += chunk.toString());
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  // Its own process group: a server that does not stop by itself is stopped whole.
  const timer = setTimeout(() => process.kill(-child.pid!, "SIGKILL"), timeoutMs);
  return new Promise((resolve) =>
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}
