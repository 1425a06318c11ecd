"use client";

import * as React from "react";
import { Loader2, Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";

type MessageComposerProps = {
  placeholder: string;
  disabled: boolean;
  pending: boolean;
  onSend: (content: string) => Promise<unknown>;
};

/** SPEC §2/§5: Enter sends, Shift+Enter is a new line; content goes trimmed, never empty. */
export function MessageComposer({ placeholder, disabled, pending, onSend }: MessageComposerProps) {
  const [content, setContent] = React.useState("");
  const trimmed = content.trim();
  const canSend = !disabled && !pending && trimmed.length > 0;

  async function send() {
    if (!canSend) return;
    try {
      await onSend(trimmed);
      setContent("");
    } catch {
      // The caller has already told the user; keep the text for another try.
    }
  }

  return (
    <div className="flex items-end gap-2">
      <Textarea
        aria-label={placeholder}
        placeholder={placeholder}
        value={content}
        disabled={disabled}
        rows={2}
        className="max-h-32 min-h-10 resize-none"
        onChange={(event) => setContent(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void send();
          }
        }}
      />
      <Button size="icon" aria-label="Send" disabled={!canSend} onClick={() => void send()}>
        {pending ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
      </Button>
    </div>
  );
}
