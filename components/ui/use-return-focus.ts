"use client";

// Radix hands focus back on close only to a dialog's own Trigger. Most of our
// dialogs open from state (a toolbar button, a row's Edit, a menu item), so
// they remember what had focus when they opened and return it there.
import * as React from "react";

/** What should get focus back: the element itself, or for a menu item (gone with its menu) the menu's trigger. */
function openerOf(element: Element | null): HTMLElement | null {
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const menu = element.closest('[role="menu"]');
  if (!menu) return element;
  // Radix labels a menu by its trigger's id.
  const triggerId = menu.getAttribute("aria-labelledby");
  return triggerId ? document.getElementById(triggerId) : null;
}

type AutoFocusHandlers = { onOpenAutoFocus?: (event: Event) => void; onCloseAutoFocus?: (event: Event) => void };

/**
 * Wraps a Radix content's auto-focus handlers. At open auto-focus the focus
 * has not moved into the dialog yet, so `document.activeElement` is the opener.
 */
export function useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus }: AutoFocusHandlers): Required<AutoFocusHandlers> {
  const opener = React.useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event) {
      opener.current = openerOf(document.activeElement);
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event) {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !target?.isConnected) return;
      // Prevented, Radix would otherwise move focus to its (absent) trigger.
      event.preventDefault();
      target.focus();
    },
  };
}
