"use client";

// A new endpoint's signing secret, shown this once: the server keeps it for signing but no call answers it again.
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
import { WEBHOOKS_TEXT } from "@/lib/webhooks/screen-text";

type WebhookSecretDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; secret: string | null };

export function WebhookSecretDialog({ open, onOpenChange, secret }: WebhookSecretDialogProps) {
  const copy = async () => {
    if (!secret) return;
    await navigator.clipboard.writeText(secret);
    toast.success(WEBHOOKS_TEXT.copied);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{WEBHOOKS_TEXT.secretTitle}</DialogTitle>
          <DialogDescription>{WEBHOOKS_TEXT.secretDescription}</DialogDescription>
        </DialogHeader>
        <code data-testid="webhook-secret" className="bg-muted rounded-md p-3 font-mono text-sm break-all">
          {secret}
        </code>
        <p role="note" className="rounded-md border border-amber-500/50 bg-amber-500/10 px-3 py-2 text-sm">
          {WEBHOOKS_TEXT.secretWarning}
        </p>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden /> {WEBHOOKS_TEXT.copy}
          </Button>
          <Button type="button" onClick={() => onOpenChange(false)}>
            {WEBHOOKS_TEXT.done}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
