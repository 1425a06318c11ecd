"use client";

// A row that opens a page of its own (the users list: the user's details). Its name is a real link, so the browser's
// own ways work on it (middle click, Ctrl or Cmd click, "Open in new tab", Tab then Enter); a click anywhere else on
// the row follows that link too, as a reader of a list expects, but never a click meant for one of the row's controls.
import Link from "next/link";
import type * as React from "react";
import { cn } from "@/lib/utils";

const ROW_LINK = "a[data-row-link]";
// A click on any of these belongs to it: the link itself, the selection checkbox, the menu's button.
const CONTROL = "a,button,input,label,select,textarea,[role=checkbox],[role=button]";

/** The row's name, linking to its page. Not prefetched: fifty rows would cost fifty server renders. */
export function RowLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Link href={href} prefetch={false} data-row-link className={cn("min-w-0 hover:underline", className)}>
      {children}
    </Link>
  );
}

function followRowLink(event: React.MouseEvent<HTMLElement>, newTab: boolean) {
  const target = event.target;
  // React passes on clicks from portals (a row menu's items): only the row's own cells count.
  if (!(target instanceof Element) || !event.currentTarget.contains(target) || target.closest(CONTROL)) return;
  // Dragging across a cell to copy its text is not a request to open the row.
  if (window.getSelection()?.toString()) return;
  const link = event.currentTarget.querySelector<HTMLAnchorElement>(ROW_LINK);
  if (!link) return;
  if (newTab) window.open(link.href, "_blank", "noopener");
  else link.click();
}

/** Spread on a table row: a click on its empty space opens its RowLink, in a new tab with Ctrl, Cmd, Shift or the middle button. */
export const rowLinkHandlers = {
  onClick: (event: React.MouseEvent<HTMLElement>) =>
    followRowLink(event, event.ctrlKey || event.metaKey || event.shiftKey),
  onAuxClick: (event: React.MouseEvent<HTMLElement>) => {
    if (event.button === 1) followRowLink(event, true);
  },
};
