// Tailwind classes joined so that a later class replaces an earlier one of the
// same kind ("px-2 … px-4" keeps px-4), as tailwind-merge does, but only for
// the kinds of utility this code base uses: tailwind-merge knows all of
// Tailwind and cost every page 9 KB of first-load script (page weight,
// docs/decisions/page-weight.md). merge-classes.test.ts checks that both agree on every pair of
// classes the panel's sources use (alone and under a shared variant) and on
// harder cases; a class of a kind not listed here is kept whatever follows it,
// so list a new kind of utility before relying on it to override another.

const SIZES = "(?:2xs|xs|sm|base|md|lg|xl|[2-9]xl)";
const SIDES = ["x", "y", "s", "e", "t", "r", "b", "l"];
const CORNERS = ["t", "r", "b", "l", "s", "e", "tl", "tr", "br", "bl", "ss", "se", "es", "ee"];

/** [kind, pattern of the utility without variants, `!` or a leading `-`]: the kinds a prefix alone cannot tell apart. */
const KINDS: [string, RegExp][] = [
  [
    "display",
    /^(?:block|inline|inline-block|inline-flex|inline-grid|flex|grid|table|table-cell|table-row|contents|hidden|flow-root|list-item)$/,
  ],
  ["position", /^(?:static|fixed|absolute|relative|sticky)$/],
  ["visibility", /^(?:visible|invisible|collapse)$/],
  ["sr", /^(?:sr-only|not-sr-only)$/],
  ["appearance", /^appearance-(?:none|auto)$/],
  ["text-overflow", /^(?:truncate|text-ellipsis|text-clip)$/],
  ["text-size", new RegExp(`^text-(?:${SIZES}(?:/.+)?|\\[(?:length:)?\\d.*\\]|[[(]length:.+)$`)],
  ["text-align", /^text-(?:left|center|right|justify|start|end)$/],
  ["text-wrap", /^text-(?:wrap|nowrap|balance|pretty)$/],
  ["text-color", /^text-/],
  ["font-weight", /^font-(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/],
  ["font-family", /^font-/],
  ["break", /^break-(?:normal|words|all|keep)$/],
  ["overflow-wrap", /^wrap-(?:break-word|anywhere|normal)$/],
  ["decoration", /^(?:underline|overline|line-through|no-underline)$/],
  ["text-transform", /^(?:uppercase|lowercase|capitalize|normal-case)$/],
  ["numeric-spacing", /^(?:tabular|proportional)-nums$/],
  ["border-w", /^border(?:-\d+|-\[\d.*\])?$/],
  ...SIDES.map((side): [string, RegExp] => [`border-w-${side}`, new RegExp(`^border-${side}(?:-\\d+|-\\[\\d.*\\])?$`)]),
  ["border-style", /^border-(?:solid|dashed|dotted|double|hidden|none)$/],
  ...SIDES.map((side): [string, RegExp] => [`border-color-${side}`, new RegExp(`^border-${side}-`)]),
  ["border-color", /^border-/],
  ["rounded", /^rounded(?:-(?:none|full|xs|sm|md|lg|xl|[2-4]xl|\[.+\]))?$/],
  ...CORNERS.map((corner): [string, RegExp] => [`rounded-${corner}`, new RegExp(`^rounded-${corner}(?:-.+)?$`)]),
  ["shadow", new RegExp(`^shadow(?:-(?:${SIZES}|none|\\[.+\\]))?$`)],
  ["shadow-color", /^shadow-/],
  ["ring-w", /^ring(?:-\d+|-\[\d.*\])?$/],
  ["ring-offset-w", /^ring-offset-\d+$/],
  ["ring-offset-color", /^ring-offset-/],
  ["ring-inset", /^ring-inset$/],
  ["ring-color", /^ring-/],
  ["outline-style", /^outline-(?:none|hidden|solid|dashed|dotted|double)$/],
  ["outline-w", /^outline(?:-\d+|-\[\d.*\])?$/],
  ["outline-color", /^outline-(?!offset-)/],
  ["bg-image", /^bg-(?:none|(?:linear|radial|conic|gradient)-.+|\[url\(.+\)\])$/],
  ["bg-size", /^bg-(?:auto|cover|contain)$/],
  ["bg-position", /^bg-(?:center|top|bottom|left|right)(?:-(?:top|bottom))?$/],
  ["bg-repeat", /^bg-(?:no-)?repeat(?:-.+)?$/],
  ["bg-attachment", /^bg-(?:fixed|local|scroll)$/],
  ["bg-clip", /^bg-clip-/],
  ["bg-origin", /^bg-origin-/],
  ["bg-blend", /^bg-blend-/],
  ["gradient-from-pos", /^from-\d+%$/],
  ["gradient-via-pos", /^via-\d+%$/],
  ["gradient-to-pos", /^to-\d+%$/],
  ["touch", /^touch-(?:auto|none|manipulation)$/],
  ["touch-x", /^touch-pan-(?:x|left|right)$/],
  ["touch-y", /^touch-pan-(?:y|up|down)$/],
  ["touch-pz", /^touch-pinch-zoom$/],
  ["align-content", /^content-(?:normal|center|start|end|between|around|evenly|baseline|stretch)$/],
  ["flex", /^flex-(?:1|auto|initial|none|\d+|\[.+\])$/],
  ["flex-direction", /^flex-(?:row|col)(?:-reverse)?$/],
  ["flex-wrap", /^flex-(?:wrap|wrap-reverse|nowrap)$/],
  ["grow", /^grow(?:-.+)?$/],
  ["shrink", /^shrink(?:-.+)?$/],
  ["resize", /^resize(?:-.+)?$/],
  ["transition", /^transition(?:-.+)?$/],
  // tw-animate-css's animate-in and animate-out are not kinds tailwind-merge knows.
  ["animate", /^animate-(?:spin|ping|pulse|bounce|none|\[.+\])$/],
  ["transform", /^transform(?:-gpu|-cpu|-none)?$/],
  ["filter", /^filter(?:-none)?$/],
  ["blur", /^blur(?:-.+)?$/],
  ["backdrop-blur", /^backdrop-blur(?:-.+)?$/],
  ["font-smoothing", /^(?:antialiased|subpixel-antialiased)$/],
  ["divide-y", /^divide-y(?:-\d+)?$/],
  ["list-style-type", /^list-(?:disc|decimal|none)$/],
  ["container", /^container$/],
  ["accent-color", /^accent-/],
  ["stroke-w", /^stroke-(?:\d+|\[\d.*\])$/],
  ["stroke-color", /^stroke-/],
];

/** Utilities named by a prefix and a value ("max-w-64"): the prefix is the kind, the longest one listed counting. */
const PREFIXES = new Set(
  (
    "bg opacity z size w h min-w min-h max-w max-h p px py ps pe pt pr pb pl m mx my ms me mt mr mb ml gap gap-x gap-y inset inset-x inset-y " +
    "top right bottom left translate-x translate-y rotate overflow overflow-x overflow-y grid-cols grid-rows col-span col-start justify " +
    "justify-items justify-self items self cursor pointer-events select duration ease from via to auto-rows caption field-sizing scroll-my " +
    "scroll-py fill aspect align leading tracking whitespace underline-offset line-clamp outline-offset space-x space-y"
  ).split(" "),
);

function prefixKind(utility: string): string | undefined {
  for (let at = utility.lastIndexOf("-"); at > 0; at = utility.lastIndexOf("-", at - 1)) {
    const prefix = utility.slice(0, at);
    if (PREFIXES.has(prefix)) return prefix;
  }
  return undefined;
}

/** Kinds a later class of one kind also replaces: `p-2` after `px-4` sets both sides. */
const COVERS: Record<string, string[]> = {
  p: ["px", "py", "ps", "pe", "pt", "pr", "pb", "pl"],
  px: ["pr", "pl", "ps", "pe"],
  py: ["pt", "pb"],
  m: ["mx", "my", "ms", "me", "mt", "mr", "mb", "ml"],
  mx: ["mr", "ml", "ms", "me"],
  my: ["mt", "mb"],
  size: ["w", "h"],
  flex: ["grow", "shrink"],
  inset: ["inset-x", "inset-y", "top", "right", "bottom", "left"],
  "inset-x": ["right", "left"],
  "inset-y": ["top", "bottom"],
  gap: ["gap-x", "gap-y"],
  overflow: ["overflow-x", "overflow-y"],
  rounded: CORNERS.map((corner) => `rounded-${corner}`),
  "rounded-s": ["rounded-ss", "rounded-es"],
  "rounded-e": ["rounded-se", "rounded-ee"],
  "rounded-t": ["rounded-tl", "rounded-tr"],
  "rounded-r": ["rounded-tr", "rounded-br"],
  "rounded-b": ["rounded-br", "rounded-bl"],
  "rounded-l": ["rounded-tl", "rounded-bl"],
  "border-w": SIDES.map((side) => `border-w-${side}`),
  "border-w-x": ["border-w-r", "border-w-l"],
  "border-w-y": ["border-w-t", "border-w-b"],
  "border-color": SIDES.map((side) => `border-color-${side}`),
  "border-color-x": ["border-color-r", "border-color-l"],
  "border-color-y": ["border-color-t", "border-color-b"],
  touch: ["touch-x", "touch-y", "touch-pz"],
  "touch-x": ["touch"],
  "touch-y": ["touch"],
  "touch-pz": ["touch"],
  // A font size in Tailwind 4 sets the line height too, and clamping lines sets display and overflow.
  "text-size": ["leading"],
  "line-clamp": ["display", "overflow"],
};

const kindCache = new Map<string, string | null>();

/** "md:hover:px-2!" → "hover:md:!:px": the variants (sorted, as their order does not matter), importance and kind. */
function conflictKey(className: string): string | null {
  let key = kindCache.get(className);
  if (key !== undefined) return key;
  const parts = splitVariants(className);
  let utility = parts.pop()!;
  const important = utility.endsWith("!") || utility.startsWith("!");
  utility = utility.replace(/^!|!$/g, "").replace(/^-/, "");
  const kind =
    arbitraryProperty(utility) ?? KINDS.find(([, pattern]) => pattern.test(utility))?.[0] ?? prefixKind(utility);
  key = kind ? `${sortVariants(parts).join(":")}:${important ? "!" : ""}:${kind}` : null;
  kindCache.set(className, key);
  return key;
}

/** `[--gap:1rem]` sets a property of its own: the property is the kind. */
function arbitraryProperty(utility: string): string | undefined {
  return /^\[([a-z-]+):.+\]$/.exec(utility)?.[1];
}

/** Splits on the colons outside brackets: "[&_svg]:size-4" → ["[&_svg]", "size-4"]. */
function splitVariants(className: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < className.length; index++) {
    const char = className[index];
    if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (char === ":" && depth === 0) {
      parts.push(className.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(className.slice(start));
  return parts;
}

// Variants whose place changes what they select (`placeholder:hover:` is not `hover:placeholder:`), as tailwind-merge lists them.
const ORDER_SENSITIVE = new Set([
  "*",
  "**",
  "after",
  "backdrop",
  "before",
  "details-content",
  "file",
  "first-letter",
  "first-line",
  "marker",
  "placeholder",
  "selection",
]);

/** Plain variants may come in any order; an arbitrary or order-sensitive one keeps its place, as tailwind-merge does. */
function sortVariants(variants: string[]): string[] {
  const sorted: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant.startsWith("[") || ORDER_SENSITIVE.has(variant)) {
      sorted.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  return sorted.concat(run.sort());
}

function withoutKind(key: string): [prefix: string, kind: string] {
  const at = key.lastIndexOf(":");
  return [key.slice(0, at + 1), key.slice(at + 1)];
}

// A list or a board draws the same few class strings once per row or card, during hydration:
// each distinct string is worked out once. Bounded, as tailwind-merge's cache is, since classes
// built from data could otherwise grow it without end.
const MERGED_LIMIT = 1000;
const merged = new Map<string, string>();

/** Joins space-separated classes; of two that set the same thing, the later stays. */
export function mergeClasses(classes: string): string {
  let result = merged.get(classes);
  if (result === undefined) {
    if (merged.size >= MERGED_LIMIT) merged.clear();
    result = mergeUncached(classes);
    merged.set(classes, result);
  }
  return result;
}

function mergeUncached(classes: string): string {
  const tokens = classes.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let index = tokens.length - 1; index >= 0; index--) {
    const token = tokens[index]!;
    const key = conflictKey(token);
    if (key === null) {
      kept.push(token);
      continue;
    }
    if (taken.has(key)) continue;
    taken.add(key);
    const [prefix, kind] = withoutKind(key);
    for (const covered of COVERS[kind] ?? []) taken.add(prefix + covered);
    kept.push(token);
  }
  return kept.reverse().join(" ");
}
