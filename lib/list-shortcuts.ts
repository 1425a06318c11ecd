// The list screens' keys (docs/decisions/keyboard-on-lists.md): `/` search, `j`/`k` move, `x` select, Enter open, `?` the list of keys.
// Fetched after hydration by hooks/use-list-shortcuts.ts, not with the page (page weight). Rows are the
// elements marked `data-list-row` (their id); the one the keys reached is marked on the element itself, so
// the first load carries no state for it (docs/decisions/keyboard-on-lists.md).

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
  return isPlainPress(press) ? (ACTIONS[press.key] ?? null) : null;
}

const isPlainPress = (press: KeyPress) => !(press.ctrlKey || press.metaKey || press.altKey || press.isComposing);

// Inputs that take no text: a letter pressed on one of them is still a shortcut.
const NOT_TEXT = new Set(["checkbox", "radio", "button", "submit", "reset", "range", "color", "file"]);

type Focused = { tagName: string; isContentEditable?: boolean; type?: string };

/** Whether the focused element takes typing, so that its keys are the text's, not the list's. */
export function isTypingInto(element: Focused): boolean {
  const tag = element.tagName.toLowerCase();
  if (tag === "textarea" || tag === "select" || element.isContentEditable) return true;
  return tag === "input" && !NOT_TEXT.has(element.type ?? "text");
}

/** The index `step` rows from `index` (-1: none yet, so the first), kept within the list. */
export function rowIndexAfter(index: number, count: number, step: 1 | -1): number {
  return index < 0 ? 0 : Math.min(Math.max(index + step, 0), count - 1);
}

/** A screen's own key on its list (the reports inbox's `d` dismiss): taken before the kit's, listed by `?`. */
export type ScreenKey = { key: string; does: string; run: () => void };

export type ListKeysOptions = {
  /** The screen's own keys, under the same rules as the kit's (not while typing, nor over a dialog or menu). */
  extra?: readonly ScreenKey[];
  /** Enter on a row, when a column declares how to open it; otherwise the row's opener is pressed. */
  open?: (id: string) => void;
  /** `x` ticks or unticks the active row; absent when the list has no selection. */
  selection?: { isSelected: (id: string) => boolean; toggle: (id: string, on: boolean) => void };
  showHelp: () => void;
};

const ROW = "[data-list-row]";
const ACTIVE_ROW = `${ROW}[data-active]`;
// While one of these is open its own keys rule (Radix dialogs, menus and selects unmount when closed).
const OVERLAY = '[role="dialog"],[role="alertdialog"],[role="menu"],[role="listbox"]';
// What a click on a row's name would do: RowActions' Edit, a link, a summary (the audit log's details).
const ROW_OPENER = "[data-row-open],a[href],summary";

/** Whether the list may act on this press: not while typing, nor over a dialog or menu. */
function isForTheList(event: KeyboardEvent): boolean {
  const target = event.target instanceof HTMLElement ? event.target : null;
  return !event.defaultPrevented && !(target && isTypingInto(target)) && !document.querySelector(OVERLAY);
}

/** The row holding the focus (Tab or a click took it there), else the one the keys reached last. */
function currentRow(): HTMLElement | null {
  return document.activeElement?.closest<HTMLElement>(ROW) ?? document.querySelector<HTMLElement>(ACTIVE_ROW);
}

/** Marks the row the keys reached, and focuses it: screen readers follow the focus. */
function activate(row: HTMLElement) {
  const previous = document.querySelector(ACTIVE_ROW);
  for (const name of ["data-active", "aria-current", "tabindex"]) previous?.removeAttribute(name);
  row.setAttribute("data-active", "");
  row.setAttribute("aria-current", "true");
  row.tabIndex = -1;
  row.focus();
}

/** Enter on a link or a button is that control's; the list opens the row only from the row itself or the page. */
const isRowOrPage = (target: EventTarget | null) =>
  !(target instanceof HTMLElement) || target === document.body || target.matches(ROW);

/** Does what a key press asks of the list, if it is the list's to take. */
export function onListKey(event: KeyboardEvent, list: ListKeysOptions) {
  const screenKey = list.extra?.find((candidate) => candidate.key === event.key);
  if (screenKey && isPlainPress(event) && isForTheList(event)) {
    if (!event.repeat) screenKey.run();
    event.preventDefault();
    return;
  }
  const action = listAction(event);
  if (!action || !isForTheList(event)) return;
  const row = currentRow();
  const id = row?.dataset.listRow;
  if (action === "search") {
    const search = document.querySelector<HTMLElement>("[data-list-search]");
    if (!search) return;
    search.focus();
  } else if (action === "help") {
    list.showHelp();
  } else if (action === "next" || action === "previous") {
    const rows = [...document.querySelectorAll<HTMLElement>(ROW)];
    const next = rows[rowIndexAfter(row ? rows.indexOf(row) : -1, rows.length, action === "next" ? 1 : -1)];
    if (!next) return;
    activate(next);
  } else if (!row || !id || event.repeat) {
    return;
  } else if (action === "toggle") {
    if (!list.selection) return;
    list.selection.toggle(id, !list.selection.isSelected(id));
  } else {
    if (!isRowOrPage(event.target)) return;
    if (list.open) list.open(id);
    else row.querySelector<HTMLElement>(ROW_OPENER)?.click();
  }
  // The key did its work: `/` is not typed into the search box, nor does it start the browser's find.
  event.preventDefault();
}
