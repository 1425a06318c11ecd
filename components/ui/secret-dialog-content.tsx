"use client";

// One dialog for a secret the server answers once (a new API token, a new webhook's signing secret): the secret
// in full, a Copy button, and Done; closing it is the last time anyone sees it.
import { Copy } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { toast } from "@/lib/loading/toast";

export type SecretDialogProps = {
  /** The secret to show; null keeps the dialog closed. */
  secret: string | null;
  onClose: () => void;
  title: string;
  description: string;
  /** A note under the secret, for what the reader must do with it. */
  warning?: string;
  /** The toast once it is copied. */
  copiedText: string;
  /** Where a test reads the secret. */
  testId: string;
};

export function SecretDialogContent({
  secret,
  onClose,
  title,
  description,
  warning,
  copiedText,
  testId,
}: SecretDialogProps) {
  const copy = async () => {
    if (!secret) return;
    await navigator.clipboard.writeText(secret);
    toast.success(copiedText);
  };
  return (
    <Dialog open={secret !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <code data-testid={testId} className="bg-muted rounded-md p-3 font-mono text-sm break-all">
          {secret}
        </code>
        {warning ? (
          <p role="note" className="rounded-md border border-amber-500/50 bg-amber-500/10 px-3 py-2 text-sm">
            {warning}
          </p>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden /> Copy
          </Button>
          <Button type="button" onClick={onClose}>
            Done
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
