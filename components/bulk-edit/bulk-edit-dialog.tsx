"use client";

// "Edit Selected": choose a change, apply it to the selection (or every row matching)
// in batches with a progress bar, then read what happened. Fetched on first open
// (lazyDialog in each screen).
import * as React from "react";
import type { QueryKey } from "@tanstack/react-query";
import { BulkEditReport } from "@/components/bulk-edit/bulk-edit-report";
import { companyPicker, pickerProps } from "@/components/form/pickers";
import { RemotePicker, type Picked } from "@/components/form/remote-picker";
import { Button } from "@/components/ui/button";
import { ToggleButton } from "@/components/ui/toggle-button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import { useBulkEdit } from "@/hooks/use-bulk-edit";
import { capitalised, countOf, summaryLine, type Noun } from "@/lib/records/bulk-summary";
import type { BulkRunTarget } from "@/lib/records/bulk-target";
import { toast } from "@/lib/loading/toast";

// The records a change may name, picked in the dialog (a contact's company).
const PICKERS = { company: companyPicker };

export type BulkEditOption =
  | { label: string; change: object }
  /** A change naming a record the admin picks here: `changeTo` the picked record's id. */
  | { label: string; pick: keyof typeof PICKERS; changeTo: (id: string) => object };

/** The change to send: the option's own, or one naming the picked record (none until one is picked). */
function changeOf(option: BulkEditOption | null, picked: Picked | null): object | null {
  if (!option) return null;
  if ("change" in option) return option.change;
  return picked && option.changeTo(picked.id);
}

function PickField({
  source,
  value,
  onChange,
}: {
  source: keyof typeof PICKERS;
  value: Picked | null;
  onChange: (picked: Picked | null) => void;
}) {
  const picker = PICKERS[source];
  return (
    <div className="grid gap-2">
      <Label htmlFor="bulk-edit-pick">{picker.label}</Label>
      <RemotePicker
        id="bulk-edit-pick"
        value={value}
        onChange={onChange}
        {...pickerProps(picker)}
        placeholder={`Choose a ${picker.label.toLowerCase()}`}
      />
    </div>
  );
}

type BulkEditDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  noun: Noun;
  count: number;
  /** PATCH /api/admin/<resource>. */
  path: string;
  invalidate: readonly QueryKey[];
  options: readonly BulkEditOption[];
  /** The rows to change, read when the admin applies. */
  target: () => BulkRunTarget;
  /** After a run: the screen clears its selection. */
  onDone: () => void;
};

export function BulkEditDialog({
  open,
  onOpenChange,
  noun,
  count,
  path,
  invalidate,
  options,
  target,
  onDone,
}: BulkEditDialogProps) {
  const { run, start, reset } = useBulkEdit(path, invalidate);
  const [chosen, setChosen] = React.useState<BulkEditOption | null>(null);
  const [picked, setPicked] = React.useState<Picked | null>(null);
  const change = changeOf(chosen, picked);
  const running = run.phase === "running";

  function close(next: boolean) {
    if (running || next) return;
    onOpenChange(false);
    reset();
    setChosen(null);
    setPicked(null);
  }

  async function apply(runTarget: BulkRunTarget) {
    if (!change) return;
    const summary = await start(change, runTarget);
    // The selection's versions are stale now; what is left to do is in the summary.
    onDone();
    if (summary.skipped > 0 || summary.conflicts.length > 0 || summary.failed) return;
    toast.success(`${capitalised(noun.many)} updated`, { description: summaryLine(summary, noun) });
    close(false);
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent showCloseButton={!running}>
        <DialogHeader>
          {/* The count the run started with: the screen's selection is cleared once it ends. */}
          <DialogTitle>Edit {countOf(run.phase === "choose" ? count : run.total, noun)}</DialogTitle>
          <DialogDescription>
            Each {noun.one} is changed as if edited alone, by the same rules, and recorded in the audit log.
          </DialogDescription>
        </DialogHeader>
        {run.phase === "choose" ? (
          <>
            <div role="group" aria-label="Change" className="flex flex-wrap gap-2">
              {options.map((option) => (
                <ToggleButton key={option.label} pressed={chosen === option} onClick={() => setChosen(option)}>
                  {option.label}
                </ToggleButton>
              ))}
            </div>
            {chosen && "pick" in chosen ? <PickField source={chosen.pick} value={picked} onChange={setPicked} /> : null}
          </>
        ) : run.phase === "running" ? (
          <div className="space-y-2">
            <Progress value={run.total ? (100 * run.done) / run.total : 0} aria-label="Progress" />
            <p className="text-muted-foreground text-sm" aria-live="polite">
              Changed {run.done} of {countOf(run.total, noun)}…
            </p>
          </div>
        ) : (
          <BulkEditReport summary={run.summary} noun={noun} />
        )}
        <DialogFooter>
          {run.phase === "done" && run.summary.rest.length > 0 ? (
            <Button type="button" onClick={() => void apply({ records: run.summary.rest })}>
              Apply to the rest ({run.summary.rest.length})
            </Button>
          ) : null}
          <Button type="button" variant="outline" disabled={running} onClick={() => close(false)}>
            {run.phase === "done" ? "Close" : "Cancel"}
          </Button>
          {run.phase === "choose" ? (
            <Button type="button" disabled={!change} onClick={() => void apply(target())}>
              Apply to {countOf(count, noun)}
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
