"use client";

// Lift a sanction early (a reason is required: it goes on the member's record) or mark it issued in error (a reason
// is optional). Fetched when it first opens.
import * as React from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { SubmitFooter } from "@/components/ui/submit-footer";
import { Textarea } from "@/components/ui/textarea";
import { useLiftSanction, useMarkSanctionInError } from "@/components/sanctions/use-sanction-mutations";
import { SANCTIONS_TEXT, SANCTIONS_VALIDATION } from "@/lib/sanctions/messages";

export type SanctionAction = { id: string; mode: "lift" | "error" };

type SanctionActionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  action: SanctionAction | null;
  /** After the change is made (the user's page redraws its sanctions). */
  onDone?: () => void;
};

const WORDS = {
  lift: {
    title: SANCTIONS_TEXT.liftTitle,
    description: SANCTIONS_TEXT.liftDescription,
    label: SANCTIONS_TEXT.liftReasonLabel,
    submit: SANCTIONS_TEXT.lift,
  },
  error: {
    title: SANCTIONS_TEXT.errorTitle,
    description: SANCTIONS_TEXT.errorDescription,
    label: SANCTIONS_TEXT.errorReasonLabel,
    submit: SANCTIONS_TEXT.markError,
  },
} as const;

export function SanctionActionDialog({ open, onOpenChange, action, onDone }: SanctionActionDialogProps) {
  const lift = useLiftSanction();
  const markError = useMarkSanctionInError();
  const [reason, setReason] = React.useState("");
  const [missing, setMissing] = React.useState(false);
  const pending = lift.isPending || markError.isPending;
  const mode = action?.mode ?? "lift";
  const words = WORDS[mode];

  function close(next: boolean) {
    if (pending) return;
    onOpenChange(next);
    if (!next) {
      setReason("");
      setMissing(false);
    }
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!action) return;
    const text = reason.trim();
    if (mode === "lift" && !text) return setMissing(true);
    const mutation = mode === "lift" ? lift : markError;
    mutation.mutate(
      { id: action.id, reason: text },
      {
        onSuccess: () => {
          close(false);
          onDone?.();
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{words.title}</DialogTitle>
            <DialogDescription>{words.description}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="sanction-action-reason">{words.label}</Label>
            <Textarea
              id="sanction-action-reason"
              rows={3}
              maxLength={500}
              value={reason}
              disabled={pending}
              aria-invalid={missing}
              aria-describedby={missing ? "sanction-action-reason-error" : undefined}
              onChange={(event) => {
                setReason(event.target.value);
                setMissing(false);
              }}
            />
            {missing ? (
              <p id="sanction-action-reason-error" role="alert" className="text-destructive text-sm">
                {SANCTIONS_VALIDATION.liftReason}
              </p>
            ) : null}
          </div>
          <SubmitFooter label={words.submit} pending={pending} onCancel={() => close(false)} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
