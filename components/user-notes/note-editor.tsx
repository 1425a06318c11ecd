"use client";

// The text box a note is written and edited in: checked by the routes' rule before it is sent (by hand, without
// zod: checkNoteBody), its message under the box; disabled while the change is on its way.
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { checkNoteBody } from "@/lib/user-notes/check-body";
import { USER_NOTES_TEXT } from "@/lib/user-notes/messages";
import type { UserNoteFormValues } from "@/lib/user-notes/schema";

type NoteEditorProps = {
  label: string;
  initial?: string;
  submitLabel: string;
  pending: boolean;
  /** Resolves once the note is saved: the box then empties (a new note) or closes (an edit). */
  onSubmit: (values: UserNoteFormValues) => Promise<unknown>;
  onCancel?: () => void;
};

export function NoteEditor({ label, initial = "", submitLabel, pending, onSubmit, onCancel }: NoteEditorProps) {
  const [body, setBody] = React.useState(initial);
  const [error, setError] = React.useState<string | null>(null);
  const id = React.useId();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = checkNoteBody(body);
    if (!checked.ok) return setError(checked.error);
    setError(null);
    try {
      await onSubmit({ body: checked.body });
      if (!onCancel) setBody("");
    } catch {
      // The mutation's toast says why; the text stays for another try.
    }
  };

  return (
    <form className="grid gap-2" onSubmit={submit} noValidate>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Textarea
        id={id}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        placeholder={USER_NOTES_TEXT.placeholder}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        disabled={pending}
        autoFocus={Boolean(onCancel)}
      />
      {error ? (
        <p id={`${id}-error`} className="text-destructive text-sm" role="alert">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <Button type="button" variant="outline" size="sm" onClick={onCancel} disabled={pending}>
            {USER_NOTES_TEXT.cancel}
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
