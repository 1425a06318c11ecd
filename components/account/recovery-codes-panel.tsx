"use client";

import { Copy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/loading/toast";
import { ACCOUNT_TEXT } from "@/lib/account/messages";

/** Recovery codes just made: shown this once, with a way to copy them and to say they are saved. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const copy = async () => {
    await navigator.clipboard.writeText(codes.join("\n"));
    toast.success(ACCOUNT_TEXT.copied);
  };
  return (
    <section aria-labelledby="recovery-codes-title" className="flex flex-col gap-3">
      <h3 id="recovery-codes-title" className="font-semibold">
        {ACCOUNT_TEXT.newCodesTitle}
      </h3>
      <p className="text-muted-foreground text-sm">{ACCOUNT_TEXT.newCodesDescription}</p>
      <ol
        className="bg-muted grid grid-cols-2 gap-x-6 gap-y-1 rounded-md p-4 font-mono text-sm"
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden /> {ACCOUNT_TEXT.copy}
        </Button>
        <Button type="button" onClick={onDone}>
          {ACCOUNT_TEXT.done}
        </Button>
      </div>
    </section>
  );
}
