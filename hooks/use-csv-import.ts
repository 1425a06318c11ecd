"use client";

// The import wizard's state: file → mapping → duplicates → dry run → import → summary.
// Each step keeps what the earlier ones chose, so Back loses nothing.
import * as React from "react";
import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { serverMessage } from "@/lib/api-client/errors";
import { CSV_IMPORT_TEXT } from "@/lib/csv-import/messages";
import { autoMatch, readPreview, type CsvPreview } from "@/lib/csv-import/preview";
import type { ColumnMapping, DuplicateAction, ImportField, ImportResult } from "@/lib/csv-import/schema";
import { sendImport } from "@/lib/csv-import/upload-client";

export type ImportStep = "file" | "mapping" | "duplicates" | "checking" | "checked" | "importing" | "done";

/** What a screen imports: its route, its fields and the lists an import changes. */
export type ImportTarget = { plural: string; route: string; fields: readonly ImportField[]; invalidate: QueryKey[] };

type State = {
  step: ImportStep;
  file: File | null;
  preview: CsvPreview | null;
  columns: ColumnMapping;
  duplicates: DuplicateAction;
  /** The dry run's report, then the import's. */
  result: ImportResult | null;
  /** The fraction of the file sent, while a dry run or the import runs. */
  sent: number;
  error: string | null;
};

const START: State = {
  step: "file",
  file: null,
  preview: null,
  columns: [],
  duplicates: "skip",
  result: null,
  sent: 0,
  error: null,
};

export function useCsvImport(target: ImportTarget) {
  const [state, setState] = React.useState<State>(START);
  const queryClient = useQueryClient();
  const patch = React.useCallback((change: Partial<State>) => setState((current) => ({ ...current, ...change })), []);

  const chooseFile = async (file: File) => {
    patch({ file, error: null });
    try {
      const preview = await readPreview(file);
      patch({ preview, columns: autoMatch(preview.header, target.fields), step: "mapping", result: null });
    } catch {
      patch({ error: CSV_IMPORT_TEXT.readError });
    }
  };

  const send = async (dryRun: boolean) => {
    const { file, columns, duplicates } = state;
    if (!file) return;
    patch({ step: dryRun ? "checking" : "importing", sent: 0, error: null });
    try {
      const result = await sendImport({ route: target.route, file, columns, duplicates }, dryRun, (sent) =>
        patch({ sent }),
      );
      patch({ result, step: dryRun ? "checked" : "done" });
      if (!dryRun) for (const queryKey of target.invalidate) void queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      const fallback = dryRun ? CSV_IMPORT_TEXT.readError : CSV_IMPORT_TEXT.failed;
      patch({ step: dryRun ? "duplicates" : "checked", error: serverMessage(error, fallback) });
    }
  };

  return {
    ...state,
    chooseFile,
    /** A field goes to one column: choosing it for another frees it from the first. */
    setColumn: (index: number, field: string | null) =>
      patch({
        columns: state.columns.map((current, column) =>
          column === index ? field : current !== null && current === field ? null : current,
        ),
      }),
    setDuplicates: (duplicates: DuplicateAction) => patch({ duplicates }),
    goTo: (step: ImportStep) => patch({ step, error: null }),
    checkFile: () => send(true),
    runImport: () => send(false),
    reset: () => setState(START),
  };
}
