"use client";

// An item's saved bonus files (SPEC §2: name and size in KB): a download link
// for each stored file, "missing" with an upload button for one saved without
// its bytes, "unchecked" with a check button for bytes put there outside the
// panel, and Delete (confirmed: the bytes cannot be recovered).
import * as React from "react";
import { Download, FileCheck, FileText, Trash2, Upload } from "lucide-react";
import { useAdminMutation } from "@/hooks/use-admin-mutation";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { apiRequest } from "@/lib/api-client/request";
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
  const check = useAdminMutation({
    request: (fileId: string) => apiRequest("POST", `${bonusFileUrl(itemId, fileId)}/confirm`),
    toasts: {
      success: BONUS_TOASTS.check.success,
      error: { serverMessage: true, fallback: BONUS_TOASTS.check.fallback },
    },
    invalidate: [shopKeys.bonuses(itemId)],
  });
  const remove = useAdminMutation({
    request: (fileId: string) => apiRequest("DELETE", bonusFileUrl(itemId, fileId)),
    toasts: {
      success: BONUS_TOASTS.delete.success,
      error: { serverMessage: true, fallback: BONUS_TOASTS.delete.fallback },
    },
    invalidate: [shopKeys.bonuses(itemId)],
  });

  return (
    <>
      <ul className="grid gap-1" aria-label="Bonus file list">
        {files.map((file) => (
          <li key={file.id} className="flex min-h-8 items-center gap-2 text-sm" data-testid="bonus-file">
            <FileText className="text-muted-foreground size-4 shrink-0" aria-hidden />
            <span className="min-w-0 flex-1 truncate" title={file.fileName}>
              {file.fileName}
            </span>
            <StatusBadge status={file.status} />
            <span className="text-muted-foreground tabular-nums">{fileSizeKb(file.fileSize)}</span>
            <FileAction
              itemId={itemId}
              file={file}
              uploading={uploading}
              checking={check.isPending}
              onUploadMissing={onUploadMissing}
              onCheck={check.mutate}
            />
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
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.fileName ?? "bonus file"}?`}
        description={BONUS_TEXT.deleteDescription}
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </>
  );
}

function StatusBadge({ status }: { status: BonusFileRow["status"] }) {
  if (status === "stored") return null;
  const [text, hint] =
    status === "missing"
      ? [BONUS_TEXT.missing, BONUS_TEXT.missingHint]
      : [BONUS_TEXT.unchecked, BONUS_TEXT.uncheckedHint];
  return (
    <Badge variant={status === "missing" ? "destructive" : "secondary"} title={hint}>
      {text}
    </Badge>
  );
}

type FileActionProps = {
  itemId: string;
  file: BonusFileRow;
  uploading: boolean;
  checking: boolean;
  onUploadMissing: (fileName: string) => void;
  onCheck: (fileId: string) => void;
};

/** Download a stored file, upload a missing one's bytes, or check bytes that arrived outside the panel. */
function FileAction({ itemId, file, uploading, checking, onUploadMissing, onCheck }: FileActionProps) {
  const iconButton = { type: "button", variant: "ghost", size: "icon", className: "size-7" } as const;
  if (file.status === "stored")
    return (
      <a
        href={`${bonusFileUrl(itemId, file.id)}/download`}
        download={file.fileName}
        className={buttonVariants({ variant: "ghost", size: "icon", className: "size-7" })}
        aria-label={`${BONUS_TEXT.download} ${file.fileName}`}
        title={BONUS_TEXT.download}
      >
        <Download aria-hidden />
      </a>
    );
  if (file.status === "missing")
    return (
      <Button
        {...iconButton}
        aria-label={`${BONUS_TEXT.uploadMissing} ${file.fileName}`}
        title={BONUS_TEXT.missingHint}
        disabled={uploading}
        onClick={() => onUploadMissing(file.fileName)}
      >
        <Upload aria-hidden />
      </Button>
    );
  return (
    <Button
      {...iconButton}
      aria-label={`${BONUS_TEXT.check} ${file.fileName}`}
      title={BONUS_TEXT.uncheckedHint}
      disabled={checking}
      onClick={() => onCheck(file.id)}
    >
      <FileCheck aria-hidden />
    </Button>
  );
}
