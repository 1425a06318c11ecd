"use client";

// The import wizard (docs/decisions/csv-import.md): choose a file → map its columns → say what a duplicate
// does → check every row (a dry run) → import with a progress bar → the summary, with
// the rejected rows' report to download. Loaded on first open (lazyDialog).
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import { DuplicatesStep } from "@/components/csv-import/duplicates-step";
import { MappingStep } from "@/components/csv-import/mapping-step";
import { ImportCounts, OutcomeTable } from "@/components/csv-import/outcome-table";
import { IMPORT_TARGETS, type ImportResource } from "@/components/csv-import/import-targets";
import { useCsvImport } from "@/hooks/use-csv-import";
import { CSV_IMPORT_TEXT } from "@/lib/csv-import/messages";
import { rejectedRowsReport } from "@/lib/csv-import/report";
import type { ImportResult } from "@/lib/csv-import/schema";

type ImportDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; resource: ImportResource };

function downloadReport(fileName: string, result: ImportResult) {
  const report = rejectedRowsReport(result.header, result.rejected, result.counts.rejected);
  const blob = new Blob([report], { type: "text/csv;charset=utf-8" });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = `${fileName.replace(/\.csv$/i, "")}-rejected.csv`;
  link.click();
  URL.revokeObjectURL(link.href);
}

export function ImportDialog({ open, onOpenChange, resource }: ImportDialogProps) {
  const target = IMPORT_TARGETS[resource];
  const wizard = useCsvImport(target);
  const busy = wizard.step === "checking" || wizard.step === "importing";
  const close = (next: boolean) => {
    if (busy) return;
    onOpenChange(next);
    if (!next) wizard.reset();
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl" aria-busy={busy}>
        <DialogHeader>
          <DialogTitle>{CSV_IMPORT_TEXT.title(target.plural)}</DialogTitle>
          <DialogDescription>{wizard.file ? wizard.file.name : CSV_IMPORT_TEXT.chooseFile}</DialogDescription>
        </DialogHeader>
        <StepBody wizard={wizard} target={target} />
        {wizard.error ? (
          <p role="alert" className="text-destructive text-sm">
            {wizard.error}
          </p>
        ) : null}
        <StepButtons wizard={wizard} onClose={() => close(false)} />
      </DialogContent>
    </Dialog>
  );
}

type Wizard = ReturnType<typeof useCsvImport>;

function StepBody({ wizard, target }: { wizard: Wizard; target: (typeof IMPORT_TARGETS)[ImportResource] }) {
  switch (wizard.step) {
    case "file":
      return (
        <div className="grid gap-2">
          <Label htmlFor="import-file">{CSV_IMPORT_TEXT.fileLabel}</Label>
          <Input
            id="import-file"
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void wizard.chooseFile(file);
            }}
          />
        </div>
      );
    case "mapping":
      return (
        <MappingStep
          preview={wizard.preview!}
          columns={wizard.columns}
          fields={target.fields}
          onChange={wizard.setColumn}
        />
      );
    case "duplicates":
      return <DuplicatesStep value={wizard.duplicates} onChange={wizard.setDuplicates} keyLabel={target.keyLabel} />;
    case "checking":
    case "importing":
      return (
        <Running
          label={wizard.step === "checking" ? CSV_IMPORT_TEXT.checking : CSV_IMPORT_TEXT.importing}
          sent={wizard.sent}
        />
      );
    case "checked":
    case "done":
      return (
        <div className="grid gap-3">
          <p className="text-sm" role="status">
            {wizard.step === "checked" ? CSV_IMPORT_TEXT.dryRunSummary : CSV_IMPORT_TEXT.doneSummary}
          </p>
          <ImportCounts result={wizard.result!} />
          <OutcomeTable result={wizard.result!} />
        </div>
      );
  }
}

/** The bar follows the upload; once the whole file is sent, the server imports it and commits ("Saving…"). */
function Running({ label, sent }: { label: string; sent: number }) {
  const percent = Math.round(sent * 100);
  return (
    <div className="grid gap-2" role="status">
      <p className="text-sm">{percent < 100 ? label : CSV_IMPORT_TEXT.finishing}</p>
      <Progress value={percent} aria-label={label} />
    </div>
  );
}

function StepButtons({ wizard, onClose }: { wizard: Wizard; onClose: () => void }) {
  const back = (step: Parameters<Wizard["goTo"]>[0], label = CSV_IMPORT_TEXT.back) => (
    <Button variant="outline" onClick={() => wizard.goTo(step)}>
      {label}
    </Button>
  );
  const mapped = wizard.columns.some((field) => field !== null);
  switch (wizard.step) {
    case "file":
      return null;
    case "mapping":
      return (
        <DialogFooter>
          {back("file")}
          <Button disabled={!mapped} onClick={() => wizard.goTo("duplicates")}>
            {CSV_IMPORT_TEXT.next}
          </Button>
        </DialogFooter>
      );
    case "duplicates":
      return (
        <DialogFooter>
          {back("mapping")}
          <Button onClick={() => void wizard.checkFile()}>{CSV_IMPORT_TEXT.dryRun}</Button>
        </DialogFooter>
      );
    case "checking":
    case "importing":
      return null;
    case "checked":
      return (
        <DialogFooter>
          {back("duplicates")}
          <Button onClick={() => void wizard.runImport()}>{CSV_IMPORT_TEXT.import}</Button>
        </DialogFooter>
      );
    case "done":
      return (
        <DialogFooter>
          {wizard.result!.rejected.length > 0 ? (
            <Button variant="outline" onClick={() => downloadReport(wizard.file!.name, wizard.result!)}>
              {CSV_IMPORT_TEXT.downloadReport}
            </Button>
          ) : null}
          <Button onClick={onClose}>{CSV_IMPORT_TEXT.close}</Button>
        </DialogFooter>
      );
  }
}
