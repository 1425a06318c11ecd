// The list screens' keys (issue 21): the pure rules behind hooks/use-list-shortcuts.ts.
// Loaded with every list, so it stays tiny; the `?` dialog's texts live with that dialog.

export type ListAction = "search" | "next" | "previous" | "toggle" | "open" | "help";

// Read from `key`, so the character typed counts, whatever the layout ("?" is Shift+/ on a US keyboard).
const ACTIONS: Record<string, ListAction> = {
  "/": "search",
  j: "next",
  k: "previous",
  x: "toggle",
  Enter: "open",
  "?": "help",
};

type KeyPress = Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "isComposing">;

/**
 * What a key press asks of the list, or null. A press with Ctrl, Meta or Alt
 * is never ours: it belongs to the browser, the system or the command palette
 * (Cmd/Ctrl+K); nor is one that composes text (an IME).
 */
export function listAction(press: KeyPress): ListAction | null {
  if (press.ctrlKey || press.metaKey || press.altKey || press.isComposing) return null;
  return ACTIONS[press.key] ?? null;
}

// Inputs that take no text: a letter pressed on one of them is still a shortcut.
const NOT_TEXT = new Set(["checkbox", "radio", "button", "submit", "reset", "range", "color", "file"]);

type Focused = { tagName: string; isContentEditable?: boolean; type?: string };

/** Whether the focused element takes typing, so that its keys are the text's, not the list's. */
export function isTypingInto(element: Focused): boolean {
  const tag = element.tagName.toLowerCase();
  if (tag === "textarea" || tag === "select" || element.isContentEditable) return true;
  return tag === "input" && !NOT_TEXT.has(element.type ?? "text");
}

/** The row `step` rows from the active one, kept within the list; from no active row (or a gone one), the first. */
export function rowAfter(ids: readonly string[], activeId: string | null, step: 1 | -1): string | undefined {
  const index = activeId === null ? -1 : ids.indexOf(activeId);
  if (index < 0) return ids[0];
  return ids[Math.min(Math.max(index + step, 0), ids.length - 1)];
}
