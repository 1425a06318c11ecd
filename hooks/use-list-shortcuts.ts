"use client";

// The keys of every list (issue 21): `/` search, `j`/`k` move, `x` select,
// Enter open, `?` the list of keys. Used by DataTable and ListCards, so each
// screen gets them without code of its own (docs/decisions.md "Keyboard on lists").
import * as React from "react";
import { isTypingInto, listAction, rowAfter } from "@/lib/list-shortcuts";

// While one of these is open its own keys rule (Radix dialogs, menus and selects unmount when closed).
const OVERLAY = '[role="dialog"],[role="alertdialog"],[role="menu"],[role="listbox"]';
// What a click on a row's name would do: RowActions' Edit, a link, a summary (the audit log's details).
const ROW_OPENER = "[data-row-open],a[href],summary";

type ListShortcutsOptions = {
  /** The rows on screen, in order. */
  ids: readonly string[];
  /** Enter on a row, when a column declares how to open it; otherwise the row's opener is pressed. */
  open?: (id: string) => void;
  /** `x` ticks or unticks the active row; absent when the list has no selection. */
  selection?: { isSelected: (id: string) => boolean; toggle: (id: string, on: boolean) => void };
};

const rowElement = (id: string) => document.querySelector<HTMLElement>(`[data-list-row="${CSS.escape(id)}"]`);

/** Whether the list may act on this press: not while typing, nor over a dialog or menu. */
function isForTheList(event: KeyboardEvent): boolean {
  const target = event.target instanceof HTMLElement ? event.target : null;
  return !event.defaultPrevented && !(target && isTypingInto(target)) && !document.querySelector(OVERLAY);
}

/** Enter on a link or a button is that control's; the list opens the row only from the row itself or the page. */
const isRowOrPage = (target: EventTarget | null) =>
  !(target instanceof HTMLElement) || target === document.body || target.hasAttribute("data-list-row");

export function useListShortcuts({ ids, open, selection }: ListShortcutsOptions) {
  // `focus`: the keys moved here, so focus follows (a click or Tab into a row only marks it).
  const [active, setActive] = React.useState<{ id: string; focus: boolean } | null>(null);
  const [helpOpen, setHelpOpen] = React.useState(false);
  const activeId = active && ids.includes(active.id) ? active.id : null;

  const onKeyDown = React.useEffectEvent((event: KeyboardEvent) => {
    const action = listAction(event);
    if (!action || !isForTheList(event)) return;
    if (action === "search") {
      const search = document.querySelector<HTMLElement>("[data-list-search]");
      if (!search) return;
      search.focus();
    } else if (action === "help") {
      setHelpOpen(true);
    } else if (action === "next" || action === "previous") {
      const id = rowAfter(ids, activeId, action === "next" ? 1 : -1);
      if (id === undefined) return;
      setActive({ id, focus: true });
    } else if (!activeId || event.repeat) {
      return;
    } else if (action === "toggle") {
      if (!selection) return;
      selection.toggle(activeId, !selection.isSelected(activeId));
    } else {
      if (!isRowOrPage(event.target)) return;
      if (open) open(activeId);
      else rowElement(activeId)?.querySelector<HTMLElement>(ROW_OPENER)?.click();
    }
    // The key did its work: `/` is not typed into the search box, nor does it start the browser's find.
    event.preventDefault();
  });

  React.useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener("keydown", listener);
    return () => document.removeEventListener("keydown", listener);
  }, []);

  React.useEffect(() => {
    // Screen readers follow the focus, so they read the row the keys reached.
    if (active?.focus) rowElement(active.id)?.focus();
  }, [active]);

  return {
    /** Spread on each row: marks the active one (`data-active`, `aria-current`) and follows focus into rows. */
    rowProps: (id: string) => {
      const isActive = id === activeId;
      return {
        "data-list-row": id,
        "data-active": isActive || undefined,
        "aria-current": isActive || undefined,
        tabIndex: isActive ? -1 : undefined,
        onFocus: () => {
          if (!isActive) setActive({ id, focus: false });
        },
      };
    },
    help: { open: helpOpen, onOpenChange: setHelpOpen },
  };
}

export type ListRowProps = ReturnType<ReturnType<typeof useListShortcuts>["rowProps"]>;
