// The browser side of a bonus-file upload: ask the panel for a presigned URL,
// put the bytes straight to object storage (with progress), then record them:
// SPEC's metadata call for a new file, a confirmation for a missing one. No
// row exists until the bytes have arrived and passed the server's check.
import { HttpError } from "@/lib/api-client/errors";
import { apiRequest } from "@/lib/api-client/request";
import type { BonusFileRow, UploadUrlAnswer } from "@/lib/bonus-files/schema";

export const bonusFilesUrl = (itemId: string) => `/api/admin/shop/${encodeURIComponent(itemId)}/bonuses`;
export const bonusFileUrl = (itemId: string, fileId: string) =>
  `${bonusFilesUrl(itemId)}/${encodeURIComponent(fileId)}`;

/** PUTs the file to a presigned URL with XMLHttpRequest, the one browser API that reports upload progress. */
function putWithProgress(
  target: UploadUrlAnswer,
  file: Blob,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(target.method, target.url);
    for (const [name, value] of Object.entries(target.headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      request.status < 300
        ? resolve()
        : reject(new HttpError(request.status, request.responseText.slice(0, 300), request.statusText));
    request.onerror = () => reject(new Error("The upload was interrupted: check the connection and try again."));
    request.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    signal.addEventListener("abort", () => request.abort(), { once: true });
    request.send(file);
  });
}

export type UploadStage = "uploading" | "checking";

/** Uploads one picked file to the item under `fileName` (the picked name made safe, or a missing file's) and answers its saved row. */
export async function uploadBonusFile(
  itemId: string,
  file: File,
  fileName: string,
  onProgress: (stage: UploadStage, fraction: number) => void,
  signal: AbortSignal,
): Promise<BonusFileRow> {
  const target = await apiRequest<UploadUrlAnswer>("POST", `${bonusFilesUrl(itemId)}/upload-url`, {
    fileName,
    fileSize: file.size,
  });
  await putWithProgress(target, file, (fraction) => onProgress("uploading", fraction), signal);
  onProgress("checking", 1);
  if (target.fileId) return apiRequest<BonusFileRow>("POST", `${bonusFileUrl(itemId, target.fileId)}/confirm`);
  const mimeType = target.headers["Content-Type"];
  const [saved] = await apiRequest<BonusFileRow[]>("POST", `${bonusFilesUrl(itemId)}/upload`, {
    files: [{ fileName, storageKey: target.storageKey, fileSize: file.size, mimeType }],
  });
  return saved!;
}
