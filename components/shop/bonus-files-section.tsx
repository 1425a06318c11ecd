"use client";

// The Has Bonuses part of the item form (SPEC §2, §5): the item's bonus files
// and Add Files (several at once, by picker or drop). Add Files is disabled
// while creating; files chosen then are dropped with SPEC's message. While
// uploads run, the form can be neither saved nor closed (each can be cancelled).
import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { Upload } from "lucide-react";
import { toast } from "@/lib/loading/toast";
import { BonusFileList } from "@/components/shop/bonus-file-list";
import { BonusUploadList } from "@/components/shop/bonus-upload-list";
import type { BonusUploads } from "@/components/shop/use-bonus-uploads";
import { Button } from "@/components/ui/button";
import { BONUS_TEXT } from "@/lib/bonus-files/messages";
import { bonusExtension, type BonusFileRow } from "@/lib/bonus-files/schema";
import { BONUS_FILE_EXTENSIONS, SHOP_TEXT } from "@/lib/shop/messages";
import { shopKeys } from "@/lib/shop/query-keys";

/** itemId is null while creating; `uploads` belong to the form, which stays open while they run. */
export function BonusFilesSection({ itemId, uploads }: { itemId: string | null; uploads: BonusUploads }) {
  const creating = itemId === null;
  // Fetched afresh each time the form opens: bytes reach the store outside the panel (SPEC's API clients), so "missing" goes stale.
  const files = useQuery<BonusFileRow[]>({
    queryKey: shopKeys.bonuses(itemId ?? ""),
    enabled: !creating,
    refetchOnMount: "always",
  });
  const picker = React.useRef<HTMLInputElement>(null);
  // Set while the picker is open to fill in a missing file: its bytes go under that file's name.
  const missingName = React.useRef<string | undefined>(undefined);

  /** `fileName`: upload the (one) chosen file's bytes under a missing file's name. */
  function filesChosen(chosen: FileList | null, fileName?: string) {
    const picked = Array.from(chosen ?? []);
    if (picked.length === 0) return;
    if (creating) return void toast.info(SHOP_TEXT.bonusFilesDuringCreate);
    uploads.start(fileName ? picked.slice(0, 1) : picked, fileName);
  }

  // Every opening says what it is for, so a cancelled "upload missing" never carries over to a later pick.
  function openPicker(forMissing?: string) {
    const input = picker.current;
    if (!input) return;
    missingName.current = forMissing;
    input.multiple = forMissing === undefined;
    input.accept = forMissing ? (bonusExtension(forMissing) ?? "") : BONUS_FILE_EXTENSIONS.join(",");
    input.click();
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
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={creating}
          title={creating ? SHOP_TEXT.bonusFilesDuringCreate : undefined}
          onClick={() => openPicker()}
        >
          <Upload aria-hidden />
          Add Files
        </Button>
        <input
          ref={picker}
          type="file"
          multiple
          accept={BONUS_FILE_EXTENSIONS.join(",")}
          className="sr-only"
          tabIndex={-1}
          aria-label="Choose bonus files"
          data-testid="bonus-file-input"
          onChange={(event) => {
            filesChosen(event.target.files, missingName.current);
            event.target.value = "";
          }}
        />
      </div>
      <p className="text-muted-foreground text-xs">
        {creating ? SHOP_TEXT.bonusFilesDuringCreate : `${BONUS_TEXT.accepted} ${BONUS_TEXT.dropHint}`}
      </p>
      <BonusUploadList uploads={uploads.uploads} onCancel={uploads.cancel} onDismiss={uploads.dismiss} />
      {creating ? null : (
        <SavedFiles itemId={itemId} query={files} onUploadMissing={openPicker} uploading={uploads.busy} />
      )}
    </section>
  );
}

type SavedFilesProps = {
  itemId: string;
  query: ReturnType<typeof useQuery<BonusFileRow[]>>;
  onUploadMissing: (fileName: string) => void;
  uploading: boolean;
};

function SavedFiles({ itemId, query, onUploadMissing, uploading }: SavedFilesProps) {
  if (query.isPending) return <p className="text-muted-foreground text-sm">{BONUS_TEXT.loading}</p>;
  if (query.isError)
    return (
      <p className="text-destructive text-sm">
        {BONUS_TEXT.loadFailed}{" "}
        <Button type="button" variant="link" size="sm" className="h-auto p-0" onClick={() => void query.refetch()}>
          {BONUS_TEXT.retry}
        </Button>
      </p>
    );
  if (query.data.length === 0) return <p className="text-muted-foreground text-sm">{SHOP_TEXT.noBonusFiles}</p>;
  return <BonusFileList itemId={itemId} files={query.data} onUploadMissing={onUploadMissing} uploading={uploading} />;
}
