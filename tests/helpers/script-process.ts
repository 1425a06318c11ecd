// Runs a TypeScript script as a child process of its own: node with tsx's
// loader, no npx or tsx CLI in between, so a signal sent to the child (even
// SIGKILL) reaches the script itself and not a launcher. Its standard input is
// a pipe that closes when this process ends, however it ends.
import { spawn, type ChildProcess } from "node:child_process";
import readline from "node:readline";

export type ScriptProcess = {
  child: ChildProcess;
  /** The first line of standard output that starts with `prefix` (already printed or still to come). */
  waitForLine: (prefix: string) => Promise<string>;
  /** The signal that ended the process, or its exit code. */
  exited: Promise<NodeJS.Signals | number | null>;
};

// tsx's loader, and `server-only` resolved as on a server (docs/decisions/server-only.md).
const NODE_ARGS = ["--import", "tsx", "--import", "./scripts/node/server-only.mjs"];

export function startScript(script: string, args: string[] = [], env: NodeJS.ProcessEnv = process.env): ScriptProcess {
  const child = spawn(process.execPath, [...NODE_ARGS, script, ...args], {
    env,
    stdio: ["pipe", "pipe", "inherit"],
  });
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once("exit", (code, signal) => resolve(signal ?? code)),
  );
  const lines: string[] = [];
  const output = readline.createInterface({ input: child.stdout! });
  output.on("line", (line) => lines.push(line));

  const waitForLine = (prefix: string) =>
    new Promise<string>((resolve, reject) => {
      const find = () => lines.find((line) => line.startsWith(prefix));
      const onLine = () => {
        const line = find();
        if (line === undefined) return;
        output.off("line", onLine);
        resolve(line);
      };
      output.on("line", onLine);
      onLine();
      void exited.then((end) => reject(new Error(`${script} ended (${end}) before printing "${prefix}"`)));
    });

  return { child, waitForLine, exited };
}
