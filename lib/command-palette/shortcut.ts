// The palette's key: Cmd+K on macOS, Ctrl+K elsewhere. Plain module (no React),
// loaded with every panel screen, so it stays tiny.

type ShortcutEvent = Pick<KeyboardEvent, "key" | "code" | "metaKey" | "ctrlKey" | "altKey" | "shiftKey">;

/** macOS and iPadOS (whose Safari reports "MacIntel"); Ctrl+K there is the text fields' "delete to end of line". */
export function isMacPlatform(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/**
 * Cmd+K (macOS) or Ctrl+K, no other modifier. The letter is read from `key`,
 * so Dvorak's K is K; only on a non-Latin layout (where `key` is e.g. "л")
 * does the physical K key count.
 */
export function isPaletteShortcut(event: ShortcutEvent, mac: boolean): boolean {
  const modifier = mac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  if (!modifier || event.altKey || event.shiftKey) return false;
  const latin = /^[a-z]$/i.test(event.key);
  return latin ? event.key.toLowerCase() === "k" : event.code === "KeyK";
}

/** What the trigger shows, and its `aria-keyshortcuts` value. */
export function shortcutLabel(mac: boolean): { keys: string; aria: string } {
  return mac ? { keys: "⌘K", aria: "Meta+K" } : { keys: "Ctrl K", aria: "Control+K" };
}
