// The browser's side of an import call: the file itself as the body, sent with
// XMLHttpRequest because fetch reports no upload progress. The server reads the
// whole file first, then imports it: the bar follows the upload, then waits for the import.
import { ERROR_CODE_HEADER } from "@/lib/api/error-codes";
import { HttpError, refusal } from "@/lib/api-client/errors";
import { withStepUp } from "@/lib/api-client/step-up";
import type { DuplicateAction, ColumnMapping, ImportResult } from "@/lib/csv-import/schema";

export type ImportCall = { route: string; file: File; columns: ColumnMapping; duplicates: DuplicateAction };

export function importUrl({ route, file, columns, duplicates }: ImportCall, dryRun: boolean): string {
  const query = new URLSearchParams({ columns: columns.map((field) => field ?? "").join(","), duplicates });
  query.set("fileName", file.name);
  return `${route}${dryRun ? "/dry-run" : ""}?${query}`;
}

/**
 * Sends the file; `onProgress` gets the fraction sent (0 to 1). An import that asks for a fresh confirmation (it
 * overwrites many records) opens the step-up dialog and sends the file again once confirmed. Fails with SPEC's
 * "status: body" error.
 */
export function sendImport(
  call: ImportCall,
  dryRun: boolean,
  onProgress: (sent: number) => void,
): Promise<ImportResult> {
  return withStepUp(() => sendOnce(call, dryRun, onProgress));
}

function sendOnce(call: ImportCall, dryRun: boolean, onProgress: (sent: number) => void): Promise<ImportResult> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", importUrl(call, dryRun));
    request.setRequestHeader("Content-Type", "text/csv");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 200) resolve(JSON.parse(request.responseText) as ImportResult);
      else
        reject(
          refusal(
            request.status,
            request.getResponseHeader("content-type"),
            request.responseText,
            request.statusText,
            false,
            request.getResponseHeader(ERROR_CODE_HEADER),
          ),
        );
    };
    request.onerror = () => reject(new HttpError(0, "", "The connection failed"));
    request.send(call.file);
  });
}
