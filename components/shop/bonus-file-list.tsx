"use client";

// An item's saved bonus files (SPEC §2: name and size in KB): a download link
// for each stored file, "missing" with an upload button for one saved without
// its bytes, and Delete (confirmed: the bytes cannot be recovered).
import * as React from "react";
import { Download, FileText, Trash2, Upload } from "lucide-react";
import { useAdminMutation } from "@/hooks/use-admin-mutation";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { apiRequest } from "@/lib/api-client";
import { bonusFileUrl } from "@/lib/bonus-files/client";
import { BONUS_TEXT, BONUS_TOASTS } from "@/lib/bonus-files/messages";
import type { BonusFileRow } from "@/lib/bonus-files/schema";
import { fileSizeKb } from "@/lib/shop/messages";
import { shopKeys } from "@/lib/shop/query-keys";

type BonusFileListProps = {
  itemId: string;
  files: BonusFileRow[];
  /** Opens the file picker to upload the bytes of a missing file under its name. */
  onUploadMissing: (fileName: string) => void;
  uploading: boolean;
};

export function BonusFileList({ itemId, files, onUploadMissing, uploading }: BonusFileListProps) {
  const [deleting, setDeleting] = React.useState<BonusFileRow | null>(null);
  const remove = useAdminMutation({
    request: (fileId: string) => apiRequest("DELETE", bonusFileUrl(itemId, fileId)),
    toasts: { success: BONUS_TOASTS.delete.success, error: { serverMessage: true, fallback: BONUS_TOASTS.delete.fallback } },
    invalidate: [shopKeys.bonuses(itemId)],
  });

  return (
    <>
      <ul className="grid gap-1" aria-label="Bonus file list">
        {files.map((file) => (
          <li key={file.id} className="flex items-center gap-2 text-sm" data-testid="bonus-file">
            <FileText className="text-muted-foreground size-4 shrink-0" aria-hidden />
            <span className="min-w-0 flex-1 truncate" title={file.fileName}>
              {file.fileName}
            </span>
            {file.stored ? null : (
              <Badge variant="destructive" title={BONUS_TEXT.missingHint}>
                {BONUS_TEXT.missing}
              </Badge>
            )}
            <span className="text-muted-foreground tabular-nums">{fileSizeKb(file.fileSize)}</span>
            {file.stored ? (
              <a
                href={`${bonusFileUrl(itemId, file.id)}/download`}
                download={file.fileName}
                className={buttonVariants({ variant: "ghost", size: "icon", className: "size-7" })}
                aria-label={`${BONUS_TEXT.download} ${file.fileName}`}
                title={BONUS_TEXT.download}
              >
                <Download aria-hidden />
              </a>
            ) : (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label={`${BONUS_TEXT.uploadMissing} ${file.fileName}`}
                title={BONUS_TEXT.missingHint}
                disabled={uploading}
                onClick={() => onUploadMissing(file.fileName)}
              >
                <Upload aria-hidden />
              </Button>
            )}
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-7"
              aria-label={`${BONUS_TEXT.delete} ${file.fileName}`}
              title={BONUS_TEXT.delete}
              onClick={() => setDeleting(file)}
            >
              <Trash2 aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}
        title={`Delete ${deleting?.fileName ?? "bonus file"}?`}
        description="The file is removed from storage and can no longer be downloaded. This action cannot be undone."
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </>
  );
}
