"use client";

// The `?` key's list of a list's keys; fetched on the first `?` (ListShortcutsHelp), not with the page.
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { ScreenKey } from "@/lib/list-shortcuts";

const SHORTCUTS = [
  { keys: ["/"], does: "Search the list" },
  { keys: ["j", "k"], does: "Next or previous row" },
  { keys: ["x"], does: "Select or deselect the row" },
  { keys: ["Enter"], does: "Open the row" },
  { keys: ["?"], does: "Show these shortcuts" },
] as const;

type ListShortcutsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The screen's own keys (the reports inbox's), listed after the kit's. */
  extra?: readonly Pick<ScreenKey, "key" | "does">[];
};

export function ListShortcutsDialog({ open, onOpenChange, extra = [] }: ListShortcutsDialogProps) {
  const shortcuts = [...SHORTCUTS, ...extra.map(({ key, does }) => ({ keys: [key], does }))];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-sm">
        <DialogHeader>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogDescription>They work while no field has the focus.</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
          {shortcuts.map(({ keys, does }) => (
            <div key={does} className="contents">
              <dt className="flex gap-1">
                {keys.map((key) => (
                  <kbd key={key} className="bg-muted rounded border px-1.5 font-mono text-xs">
                    {key}
                  </kbd>
                ))}
              </dt>
              <dd>{does}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
