// Every relative link in README.md and docs/ leads to a file that exists, and an anchor to a heading that
// exists: the docs link into each other (the decisions index into docs/decisions/), and a renamed file or
// heading must not leave a reader at a dead end.
import fs from "node:fs";
import path from "node:path";

const root = process.cwd();
const markdown = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdown(file);
    return entry.name.endsWith(".md") ? [file] : [];
  });

/** GitHub's anchor for a heading: lower-cased, punctuation dropped, spaces as hyphens. */
const anchor = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\w\- ]/g, "")
    .replace(/ /g, "-");

const anchorsOf = (file: string) =>
  new Set([...fs.readFileSync(file, "utf8").matchAll(/^#+\s+(.*)$/gm)].map((match) => anchor(match[1] ?? "")));

describe("links in the docs", () => {
  const files = [path.join(root, "README.md"), ...markdown(path.join(root, "docs"))];

  it.each(files.map((file) => [path.relative(root, file), file]))("%s", (_name, file) => {
    const text = fs.readFileSync(file, "utf8").replace(/```[\s\S]*?```/g, "");
    const broken = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
      .map((match) => match[1] ?? "")
      .filter((link) => !/^[a-z]+:/.test(link))
      .filter((link) => {
        const [target = "", fragment] = link.split("#");
        const resolved = target ? path.resolve(path.dirname(file), target) : file;
        if (!fs.existsSync(resolved)) return true;
        return Boolean(fragment) && resolved.endsWith(".md") && !anchorsOf(resolved).has(fragment ?? "");
      });
    expect(broken).toEqual([]);
  });
});
