"use client";

// The dialog every create and edit form lives in (SPEC §4: "create and edit
// share one form; closing resets it"): fields disabled and closing blocked
// while saving, the form reset to its starting values on open and close,
// and known server errors (a duplicate email) put on their field.
import * as React from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { SubmitFooter } from "@/components/ui/submit-footer";
import { useChangedBy, type WatchedRecord } from "@/hooks/use-changed-by";
import { HttpError, hasErrorCode } from "@/lib/api-client/errors";
import { cn } from "@/lib/utils";

/** A refusal shown under a field: the code of the server's refusal, the field, and what to say there. */
export type FieldError<T extends FieldValues> = { code: string; field: Path<T>; message: string };

type FormDialogProps<TInput extends FieldValues, TOutput> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** The values to start from: empty to create, the record's to edit. */
  startValues: TInput;
  /** Resolves once saved (the dialog then closes); rejects with the API error. */
  onSubmit: (values: TOutput) => Promise<unknown>;
  submitLabel: string;
  fieldErrors?: readonly FieldError<TInput>[];
  /** Work of the form's own still running (bonus-file uploads): closing and saving wait for it. */
  busy?: boolean;
  /** The record being edited: if another admin changes it meanwhile, the dialog says who. */
  editing?: WatchedRecord | null;
  className?: string;
  children: React.ReactNode;
};

export function FormDialog<TInput extends FieldValues, TOutput>({
  open,
  onOpenChange,
  title,
  description,
  form,
  startValues,
  onSubmit,
  submitLabel,
  fieldErrors = [],
  busy = false,
  editing,
  className,
  children,
}: FormDialogProps<TInput, TOutput>) {
  const pending = form.formState.isSubmitting;
  const changedBy = useChangedBy(editing, open);
  const { reset } = form;

  // Reset when the dialog opens, not whenever startValues changes: a refetch must not wipe what is being typed.
  const start = React.useRef(startValues);
  React.useEffect(() => {
    start.current = startValues;
  });
  React.useEffect(() => {
    if (open) reset(start.current);
  }, [open, reset]);

  function changeOpen(next: boolean) {
    if (!next && (pending || busy)) return;
    onOpenChange(next);
    if (!next) reset(startValues);
  }

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      // Still "submitting" here, so close directly rather than through changeOpen.
      onOpenChange(false);
      reset(startValues);
    } catch (error) {
      // The admin chose to drop this edit and reload the record another admin changed.
      if (error instanceof HttpError && error.answered) {
        onOpenChange(false);
        reset(startValues);
        return;
      }
      // The toast has told what failed; a known conflict is also shown under its field.
      const match = fieldErrors.find((candidate) => hasErrorCode(error, candidate.code));
      if (match) form.setError(match.field, { type: "server", message: match.message }, { shouldFocus: true });
    }
  });

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className={cn("max-h-[90vh] overflow-y-auto", className)}>
        <Form {...form}>
          <form onSubmit={submit} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>{title}</DialogTitle>
              {description ? (
                <DialogDescription>{description}</DialogDescription>
              ) : (
                <DialogDescription className="sr-only">{title}</DialogDescription>
              )}
            </DialogHeader>
            {changedBy ? (
              <p role="alert" className="rounded-md border border-amber-500/50 bg-amber-500/10 px-3 py-2 text-sm">
                Changed by {changedBy} while open here. Saving will ask whether to keep their change or yours.
              </p>
            ) : null}
            <fieldset disabled={pending} className="grid min-w-0 gap-4">
              {children}
            </fieldset>
            <SubmitFooter label={submitLabel} pending={pending} disabled={busy} onCancel={() => changeOpen(false)} />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
