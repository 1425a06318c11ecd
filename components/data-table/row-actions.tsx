"use client";

// The Edit and Delete buttons at the end of a table row.
import { Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";

/** `label` names the row for screen readers: "Edit Acme", "Delete Acme". */
export function RowActions({ label, onEdit, onDelete }: { label: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <div className="flex justify-end gap-1">
      {/* data-row-open: what Enter on the row presses (hooks/use-list-shortcuts.ts). */}
      <Button variant="ghost" size="icon" aria-label={`Edit ${label}`} title="Edit" data-row-open onClick={onEdit}>
        <Pencil aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete ${label}`}
        title="Delete"
        className="text-destructive hover:text-destructive"
        onClick={onDelete}
      >
        <Trash2 aria-hidden />
      </Button>
    </div>
  );
}
