"use client";

// The Has Bonuses part of the item form (SPEC §2, §5): the item's bonus files
// with name and size, and Add Files. Uploading arrives with object storage;
// until then Add Files stays disabled, and files chosen (dropped) are refused
// with SPEC's message while creating.
import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { FileText, Upload } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { BONUS_FILE_EXTENSIONS, SHOP_TEXT, fileSizeKb } from "@/lib/shop/messages";
import { shopKeys } from "@/lib/shop/query-keys";
import type { ShopBonusFileRow } from "@/lib/shop/schema";

/** itemId null while creating; `saved` is whether the stored item has bonuses (SPEC §7: only then are files fetched). */
export function BonusFilesSection({ itemId, saved }: { itemId: string | null; saved: boolean }) {
  const files = useQuery<ShopBonusFileRow[]>({ queryKey: shopKeys.bonuses(itemId ?? ""), enabled: itemId !== null && saved });
  const creating = itemId === null;

  function filesChosen(chosen: FileList | null) {
    if (!chosen?.length) return;
    toast.info(creating ? SHOP_TEXT.bonusFilesDuringCreate : SHOP_TEXT.uploadsPending);
  }

  return (
    <section
      aria-label="Bonus files"
      data-testid="bonus-files"
      className="grid gap-3 rounded-md border border-dashed p-3"
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        filesChosen(event.dataTransfer.files);
      }}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-medium">Bonus Files</h3>
        <Button type="button" variant="outline" size="sm" disabled title={creating ? SHOP_TEXT.bonusFilesDuringCreate : SHOP_TEXT.uploadsPending}>
          <Upload aria-hidden />
          Add Files
        </Button>
      </div>
      <p className="text-muted-foreground text-xs">
        {BONUS_FILE_EXTENSIONS.join(", ")}. {creating ? SHOP_TEXT.bonusFilesDuringCreate : SHOP_TEXT.uploadsPending}
      </p>
      {creating ? null : <BonusFileList files={files.data} loading={files.isPending && files.fetchStatus !== "idle"} error={files.isError} />}
    </section>
  );
}

function BonusFileList({ files, loading, error }: { files: ShopBonusFileRow[] | undefined; loading: boolean; error: boolean }) {
  if (loading) return <p className="text-muted-foreground text-sm">Loading bonus files...</p>;
  if (error) return <p className="text-destructive text-sm">Could not load bonus files.</p>;
  if (!files?.length) return <p className="text-muted-foreground text-sm">{SHOP_TEXT.noBonusFiles}</p>;
  return (
    <ul className="grid gap-1" aria-label="Bonus file list">
      {files.map((file) => (
        <li key={file.id} className="flex items-center gap-2 text-sm" data-testid="bonus-file">
          <FileText className="text-muted-foreground size-4 shrink-0" aria-hidden />
          <span className="min-w-0 flex-1 truncate" title={file.fileName}>
            {file.fileName}
          </span>
          <span className="text-muted-foreground tabular-nums">{fileSizeKb(file.fileSize)}</span>
        </li>
      ))}
    </ul>
  );
}
