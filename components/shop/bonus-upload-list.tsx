"use client";

// The uploads in progress under the bonus files: a progress bar per file,
// Cancel while uploading, and the reason with Dismiss when one failed.
import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import type { BonusUpload } from "@/components/shop/use-bonus-uploads";
import { BONUS_TEXT } from "@/lib/bonus-files/messages";

type BonusUploadListProps = {
  uploads: BonusUpload[];
  onCancel: (key: string) => void;
  onDismiss: (key: string) => void;
};

export function BonusUploadList({ uploads, onCancel, onDismiss }: BonusUploadListProps) {
  if (uploads.length === 0) return null;
  return (
    <ul className="grid gap-2" aria-label="Uploads">
      {uploads.map((upload) => (
        <li key={upload.key} className="grid gap-1 text-sm" data-testid="bonus-upload">
          <div className="flex items-center gap-2">
            <span className="min-w-0 flex-1 truncate" title={upload.fileName}>
              {upload.fileName}
            </span>
            <UploadState upload={upload} />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-7"
              aria-label={
                upload.stage === "failed" ? `Dismiss ${upload.fileName}` : `Cancel upload of ${upload.fileName}`
              }
              disabled={upload.stage === "checking"}
              onClick={() => (upload.stage === "failed" ? onDismiss(upload.key) : onCancel(upload.key))}
            >
              <X aria-hidden />
            </Button>
          </div>
          {upload.stage === "failed" ? (
            <p className="text-destructive text-xs" role="alert">
              {upload.error}
            </p>
          ) : (
            <Progress
              value={Math.round(upload.fraction * 100)}
              aria-label={`${BONUS_TEXT.uploading} ${upload.fileName}`}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

function UploadState({ upload }: { upload: BonusUpload }) {
  if (upload.stage === "failed") return <span className="text-destructive text-xs">{BONUS_TEXT.failed}</span>;
  if (upload.stage === "checking") return <span className="text-muted-foreground text-xs">{BONUS_TEXT.checking}…</span>;
  return <span className="text-muted-foreground text-xs tabular-nums">{Math.round(upload.fraction * 100)}%</span>;
}
