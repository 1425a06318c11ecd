// The version of the roadmap's order, for If-Match on a reorder: the browser tags
// the order it started dragging from, the server the order it holds; they differ
// exactly when another admin reordered, added or deleted meanwhile.

/** FNV-1a (32-bit) over the ids in display order, as hex: cheap, and the same on both sides. */
export function roadmapOrderTag(ids: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const char of ids.join("\n")) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16);
}
