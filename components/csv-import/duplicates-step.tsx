"use client";

// Step 3: what a row does when a record with its key (email, name) exists, or an earlier row made one.
import { CSV_IMPORT_TEXT } from "@/lib/csv-import/messages";
import { DUPLICATE_ACTIONS, type DuplicateAction } from "@/lib/csv-import/schema";

const LABELS: Record<DuplicateAction, string> = { skip: CSV_IMPORT_TEXT.skip, update: CSV_IMPORT_TEXT.update };

export function DuplicatesStep({
  value,
  onChange,
  keyLabel,
}: {
  value: DuplicateAction;
  onChange: (value: DuplicateAction) => void;
  keyLabel: string;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">
        {CSV_IMPORT_TEXT.duplicatesLabel} ({keyLabel})
      </legend>
      {DUPLICATE_ACTIONS.map((action) => (
        <label key={action} className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="duplicates"
            value={action}
            checked={value === action}
            onChange={() => onChange(action)}
            // Drawn by the panel, not the browser, in the checkbox's colours (components/ui/checkbox.tsx): a
            // muted ring when not chosen, the primary fill inside a ring when chosen.
            className="border-muted-foreground checked:border-primary checked:bg-primary size-4 shrink-0 appearance-none rounded-full border checked:shadow-[inset_0_0_0_3px_var(--background)]"
          />
          {LABELS[action]}
        </label>
      ))}
      <p className="text-muted-foreground text-xs">{CSV_IMPORT_TEXT.updateHint}</p>
    </fieldset>
  );
}
