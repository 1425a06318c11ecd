"use client";

// The uploads running in a shop item's form: one entry per picked file with
// its stage and progress, failures kept in the list with their reason until
// dismissed. The form stays open while any runs; unmounting cancels the rest
// (no row is made).
import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/loading/toast";
import { errorToast } from "@/lib/api-client/errors";
import { uploadBonusFile, type UploadStage } from "@/lib/bonus-files/client";
import { BONUS_ERRORS, BONUS_TOASTS } from "@/lib/bonus-files/messages";
import { bonusExtension, safeFileName } from "@/lib/bonus-files/schema";
import { shopKeys } from "@/lib/shop/query-keys";

export type BonusUpload = {
  key: string;
  fileName: string;
  stage: UploadStage | "failed";
  fraction: number;
  error?: string;
};

export type BonusUploads = ReturnType<typeof useBonusUploads>;

export function useBonusUploads(itemId: string | null) {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = React.useState<BonusUpload[]>([]);
  const controllers = React.useRef(new Map<string, AbortController>());

  React.useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const change = React.useCallback((key: string, patch: Partial<BonusUpload>) => {
    setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...patch } : upload)));
  }, []);
  const dismiss = React.useCallback(
    (key: string) => setUploads((list) => list.filter((upload) => upload.key !== key)),
    [],
  );
  const cancel = React.useCallback((key: string) => controllers.current.get(key)?.abort(), []);

  const run = React.useCallback(
    async (itemId: string, key: string, file: File, fileName: string) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      const reached: { stage: UploadStage } = { stage: "uploading" };
      const progress = (stage: UploadStage, fraction: number) => {
        reached.stage = stage;
        change(key, { stage, fraction });
      };
      try {
        await uploadBonusFile(itemId, file, fileName, progress, controller.signal);
        dismiss(key);
        const shown = BONUS_TOASTS.uploaded(fileName);
        toast.success(shown.title, { description: shown.description });
      } catch (error) {
        if (controller.signal.aborted) return dismiss(key);
        // "checking" is SPEC's metadata call, which has its own fallback text (§8).
        const fallback = reached.stage === "checking" ? BONUS_TOASTS.saveMetadataFailed : BONUS_TOASTS.uploadFailed;
        const { title, description } = errorToast(error, { serverMessage: true, fallback });
        change(key, { stage: "failed", error: description });
        toast.error(title, { description });
      } finally {
        controllers.current.delete(key);
        await queryClient.invalidateQueries({ queryKey: shopKeys.bonuses(itemId) });
      }
    },
    [change, dismiss, queryClient],
  );

  /** Uploads each file under its own (made-safe) name, or every file under `fileName` (filling in a missing file). */
  const start = React.useCallback(
    (files: File[], fileName?: string) => {
      if (!itemId) return;
      for (const file of files) {
        const name = fileName ?? safeFileName(file.name);
        const key = `${name}-${crypto.randomUUID()}`;
        const refused = bonusExtension(name) ? undefined : BONUS_ERRORS.extensionNotAllowed;
        setUploads((list) => [
          ...list,
          { key, fileName: name, stage: refused ? "failed" : "uploading", fraction: 0, error: refused },
        ]);
        if (!refused) void run(itemId, key, file, name);
      }
    },
    [itemId, run],
  );

  /** Forgets every entry (the form closed); nothing is running then, since the form cannot close while anything is. */
  const clear = React.useCallback(() => setUploads([]), []);

  return { uploads, start, cancel, dismiss, clear, busy: uploads.some((upload) => upload.stage !== "failed") };
}
