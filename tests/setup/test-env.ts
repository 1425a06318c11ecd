// Hands the databases that global setup opened to every test file. A file,
// not process.env alone: a single-file run executes in-band, where the test
// environment does not see variables set by global setup.
import fs from "node:fs";
import path from "node:path";

const ENV_FILE = path.resolve(".data/jest-env.json");

export function writeTestEnv(values: Record<string, string>) {
  fs.mkdirSync(path.dirname(ENV_FILE), { recursive: true });
  fs.writeFileSync(ENV_FILE, JSON.stringify(values), { mode: 0o600 });
  Object.assign(process.env, values);
}

export function loadTestEnv() {
  Object.assign(process.env, JSON.parse(fs.readFileSync(ENV_FILE, "utf8")) as Record<string, string>);
}
