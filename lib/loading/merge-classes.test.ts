import { execFileSync } from "node:child_process";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { mergeClasses } from "@/lib/loading/merge-classes";

// Tailwind's scanner finds the candidates in the sources and its compiler keeps
// those that are classes. In a child process: @tailwindcss/node registers
// module loader hooks, which Jest refuses.
const LIST_CLASSES = `
const { Scanner } = require("@tailwindcss/oxide");
const { __unstable__loadDesignSystem } = require("@tailwindcss/node");
const fs = require("node:fs");
(async () => {
  const designSystem = await __unstable__loadDesignSystem(fs.readFileSync("app/globals.css", "utf8"), { base: process.cwd() + "/app" });
  const candidates = new Scanner({ sources: [{ base: process.cwd(), pattern: "{app,components,hooks,lib,pages}/**/*.{ts,tsx}", negated: false }] }).scan();
  const css = designSystem.candidatesToCss(candidates);
  process.stdout.write(JSON.stringify(candidates.filter((_, index) => css[index])));
})();
`;

/** Every Tailwind class the panel's sources use. */
function classesInUse(): string[] {
  return JSON.parse(
    execFileSync(process.execPath, ["-e", LIST_CLASSES], { cwd: path.resolve(__dirname, "../.."), encoding: "utf8" }),
  ) as string[];
}

// Kinds the sources do not use yet, whose look-alike prefixes are easy to get wrong.
const HARDER_CASES = [
  "border-t-red-500",
  "border-x-[3px]",
  "border-x-2",
  "border-s-blue-500",
  "border-red-500",
  "border-2",
  "bg-linear-to-r",
  "bg-cover",
  "bg-center",
  "bg-no-repeat",
  "bg-muted",
  "from-10%",
  "from-muted",
  "to-90%",
  "touch-pan-x",
  "touch-pan-y",
  "touch-none",
  "text-[length:var(--size)]",
  "text-(length:--size)",
  "text-[#fff]",
  "shadow-2xs",
  "shadow-red-500",
  "rounded-tl-md",
  "rounded-t-lg",
  "rounded-s-md",
  "rounded-ss-sm",
  "rounded-xl",
  "ps-2",
  "pe-4",
  "px-3",
  "p-1",
  "ms-2",
  "m-1",
  "placeholder:hover:text-red-500",
  "hover:placeholder:text-blue-500",
  "hover:text-green-500",
  "placeholder:text-muted-foreground",
  "[--gap:1rem]",
  "[--gap:2rem]",
  "[color:red]",
  "-mt-2",
  "mt-4",
  "h-4!",
  "!h-8",
  "h-2",
];

function disagreementsOver(classes: readonly string[], variant = ""): string[] {
  const disagreements: string[] = [];
  for (const first of classes) {
    for (const second of classes) {
      const pair = `${variant}${first} ${variant}${second}`;
      const ours = mergeClasses(pair);
      const theirs = twMerge(pair);
      if (ours !== theirs) disagreements.push(`"${pair}": ours "${ours}", tailwind-merge "${theirs}"`);
    }
  }
  return disagreements.slice(0, 40);
}

describe("mergeClasses", () => {
  const classes = classesInUse();

  it("agrees with tailwind-merge on every ordered pair of classes the sources use", () => {
    // Sanity: the scan found the code base's classes (a broken glob would pass vacuously).
    expect(classes.length).toBeGreaterThan(400);
    expect(classes).toEqual(expect.arrayContaining(["px-2", "text-sm", "hidden", "sm:w-40"]));
    expect(disagreementsOver(classes)).toEqual([]);
  });

  it("agrees under a variant both classes share", () => {
    expect(disagreementsOver(classes, "md:hover:")).toEqual([]);
  });

  it("agrees on kinds the sources do not use yet", () => {
    expect(disagreementsOver(HARDER_CASES)).toEqual([]);
    expect(disagreementsOver(HARDER_CASES, "dark:")).toEqual([]);
  });

  it("keeps the later of two classes of a kind, and what refines a broader class set after it", () => {
    expect(mergeClasses("px-2 py-1 px-4")).toBe("py-1 px-4");
    expect(mergeClasses("px-4 p-2")).toBe("p-2");
    expect(mergeClasses("p-2 px-4")).toBe("p-2 px-4");
    expect(mergeClasses("text-sm text-destructive text-xs")).toBe("text-destructive text-xs");
    expect(mergeClasses("h-9 w-fit h-8 w-full sm:w-40")).toBe("h-8 w-full sm:w-40");
    expect(mergeClasses("hidden md:flex flex")).toBe("md:flex flex");
    expect(mergeClasses("h-4! h-2")).toBe("h-4! h-2");
    expect(mergeClasses("  a   b ")).toBe("a b");
  });
});
