"use client";

// "Save view…" and "Rename…" share this form: a name and whether every admin
// sees it. The schema is the route's (lib/views/schema.ts).
import * as React from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { SwitchField } from "@/components/form/switch-field";
import { useViewMutations } from "@/components/views/use-view-mutations";
import type { ViewList } from "@/lib/views/list-keys";
import { VIEW_ERROR_CODES, VIEW_ERRORS, VIEW_TEXT } from "@/lib/views/messages";
import { createViewSchema, type SavedViewRow, type ViewState } from "@/lib/views/schema";

const viewFormSchema = createViewSchema.pick({ name: true, shared: true });
type ViewFormInput = { name: string; shared?: boolean };
type ViewFormValues = { name: string; shared: boolean };

const NAME_TAKEN = [{ code: VIEW_ERROR_CODES.nameTaken, field: "name", message: VIEW_ERRORS.nameTaken }] as const;

export type ViewFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  list: ViewList;
  /** The view to rename, or null to save the list's current state as a new one. */
  view: SavedViewRow | null;
  /** What a new view holds. */
  state: () => ViewState;
  /** A new view was saved: the list now shows it. */
  onSaved: (view: SavedViewRow) => void;
};

export function ViewFormDialog({ open, onOpenChange, list, view, state, onSaved }: ViewFormDialogProps) {
  const form = useForm<ViewFormInput, unknown, ViewFormValues>({
    resolver: zodResolver(viewFormSchema),
    defaultValues: { name: "", shared: false },
  });
  const startValues = React.useMemo(() => ({ name: view?.name ?? "", shared: view?.shared ?? false }), [view]);
  const { save, rename } = useViewMutations(list);

  async function submit(values: ViewFormValues) {
    if (view) return rename.mutateAsync({ record: view, values });
    onSaved(await save.mutateAsync({ list, ...values, state: state() }));
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={view ? VIEW_TEXT.renameTitle : VIEW_TEXT.saveTitle}
      description={view ? undefined : VIEW_TEXT.saveDescription}
      form={form}
      startValues={startValues}
      onSubmit={submit}
      fieldErrors={NAME_TAKEN}
      submitLabel={view ? VIEW_TEXT.renameSubmit : VIEW_TEXT.saveSubmit}
    >
      <TextField control={form.control} name="name" label={VIEW_TEXT.name} />
      <SwitchField
        control={form.control}
        name="shared"
        label={VIEW_TEXT.shareLabel}
        description={VIEW_TEXT.shareHint}
      />
    </FormDialog>
  );
}
