"use client";

// The sanctions card's buttons, the only parts of it the browser runs (the list is drawn by the server: page weight,
// docs/decisions/page-weight.md). Each opens its dialog, fetched when first opened, and redraws the page's server
// parts once the change is made. Their words come from the server card, so no text module reaches the first load.
import * as React from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import type { SanctionAction } from "@/components/sanctions/sanction-action-dialog";
import { lazyDialog } from "@/lib/loading/lazy-dialog";

const SanctionDialog = lazyDialog(() =>
  import("@/components/sanctions/sanction-dialog").then((module) => module.SanctionDialog),
);
const SanctionActionDialog = lazyDialog(() =>
  import("@/components/sanctions/sanction-action-dialog").then((module) => module.SanctionActionDialog),
);

/** "Sanction": the dialog for this member, starting on the ladder's proposal. */
export function SanctionButton({ user, label }: { user: { id: string; name: string }; label: string }) {
  const router = useRouter();
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <SanctionDialog open={open} onOpenChange={setOpen} target={{ user }} onDone={() => router.refresh()} />
    </>
  );
}

/** A sanction's Lift (while in force) and Issued in error (until marked). */
export function SanctionRowActions({
  id,
  liftLabel,
  errorLabel,
}: {
  id: string;
  /** None once it is no longer in force. */
  liftLabel: string | null;
  errorLabel: string;
}) {
  const router = useRouter();
  const [action, setAction] = React.useState<SanctionAction | null>(null);
  return (
    <div className="flex flex-wrap gap-2">
      {liftLabel ? (
        <Button size="sm" variant="outline" onClick={() => setAction({ id, mode: "lift" })}>
          {liftLabel}
        </Button>
      ) : null}
      <Button size="sm" variant="ghost" onClick={() => setAction({ id, mode: "error" })}>
        {errorLabel}
      </Button>
      <SanctionActionDialog
        open={action !== null}
        onOpenChange={(open) => !open && setAction(null)}
        action={action}
        onDone={() => router.refresh()}
      />
    </div>
  );
}
