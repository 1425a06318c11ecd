"use client";

// A new token's secret, shown this once: the server keeps only its hash.
import { Copy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/lib/loading/toast";
import { TOKEN_TEXT } from "@/lib/api-tokens/messages";

type TokenSecretDialogProps = { secret: string | null; onClose: () => void };

export function TokenSecretDialog({ secret, onClose }: TokenSecretDialogProps) {
  const copy = async () => {
    if (!secret) return;
    await navigator.clipboard.writeText(secret);
    toast.success(TOKEN_TEXT.copied);
  };
  return (
    <Dialog open={secret !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{TOKEN_TEXT.shownOnceTitle}</DialogTitle>
          <DialogDescription>{TOKEN_TEXT.shownOnce}</DialogDescription>
        </DialogHeader>
        <code className="bg-muted rounded-md p-3 font-mono text-sm break-all" data-testid="token-secret">
          {secret}
        </code>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden /> {TOKEN_TEXT.copy}
          </Button>
          <Button type="button" onClick={onClose}>
            {TOKEN_TEXT.done}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
