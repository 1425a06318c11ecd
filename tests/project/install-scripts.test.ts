// Every dependency that ships an install script is named in package.json `allowScripts`:
// npm 12 skips the scripts of any dependency not allowed there, and npm 11 warns of each
// one at every install. A new dependency with a script needs a decision (docs/decisions/development.md).
import fs from "node:fs";
import path from "node:path";

const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(process.cwd(), file), "utf8")) as unknown;

const { allowScripts = {} } = readJson("package.json") as { allowScripts?: Record<string, boolean> };
const { packages } = readJson("package-lock.json") as {
  packages: Record<string, { hasInstallScript?: boolean }>;
};

/** "node_modules/a/node_modules/@b/c" → "@b/c" */
const packageName = (lockPath: string) =>
  lockPath.slice(lockPath.lastIndexOf("node_modules/") + "node_modules/".length);

describe("dependencies' install scripts", () => {
  const withScripts = Object.entries(packages)
    .filter(([lockPath, entry]) => lockPath !== "" && entry.hasInstallScript)
    .map(([lockPath]) => packageName(lockPath));

  it("are each allowed or denied in package.json", () => {
    expect(withScripts.length).toBeGreaterThan(0);
    expect(withScripts.filter((name) => !(name in allowScripts))).toEqual([]);
  });

  it("name no package that no longer has one", () => {
    expect(Object.keys(allowScripts).filter((name) => !withScripts.includes(name))).toEqual([]);
  });

  it("leave out Prisma's engine download: migrations run without a native engine", () => {
    expect(allowScripts["@prisma/engines"]).toBe(false);
  });
});
