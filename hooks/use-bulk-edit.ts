"use client";

// A bulk edit's run in the browser: the batches (lib/records/bulk-run.ts), their
// progress, the summary, and the refetch of what changed, once, at the end.
import * as React from "react";
import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { runBulkEdit, type BulkSummary } from "@/lib/records/bulk-run";
import type { BulkRunTarget } from "@/lib/records/bulk-target";

export type BulkEditRun =
  | { phase: "choose" }
  | { phase: "running"; done: number; total: number }
  | { phase: "done"; total: number; summary: BulkSummary };

export function useBulkEdit(path: string, invalidate: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  const [run, setRun] = React.useState<BulkEditRun>({ phase: "choose" });

  async function start(change: object, target: BulkRunTarget): Promise<BulkSummary> {
    const total = "records" in target ? target.records.length : target.total;
    setRun({ phase: "running", done: 0, total });
    const summary = await runBulkEdit(path, change, target, (done, of) =>
      setRun({ phase: "running", done, total: of }),
    );
    setRun({ phase: "done", total, summary });
    // Whatever went through (a batch before a failure, too) is shown as it is now.
    await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    return summary;
  }

  return { run, start, reset: () => setRun({ phase: "choose" }) };
}
