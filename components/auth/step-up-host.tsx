"use client";

// Step-up in the browser: installs the handler every API call retries through
// (lib/api-client/step-up.ts), and shows the confirmation dialog when one asks, naming
// the action it confirms. Calls that ask at once share one dialog, which then names an
// action only if they all make the same one. The dialog's code loads on first use.
import * as React from "react";
import type { StepUpDialogProps } from "@/components/auth/step-up-dialog";
import { lazyDialog } from "@/lib/loading/lazy-dialog";
import { setStepUpHandler, type StepUpAction } from "@/lib/api-client/step-up";

const StepUpDialog = lazyDialog<StepUpDialogProps>(() =>
  import("@/components/auth/step-up-dialog").then((module) => module.StepUpDialog),
);

type Asked = { promise: Promise<boolean>; resolve: (confirmed: boolean) => void };

export function StepUpHost() {
  const [open, setOpen] = React.useState(false);
  // The actions of the calls waiting on the dialog (kept while it closes, so its title stays put).
  const [actions, setActions] = React.useState<StepUpAction[]>([]);
  const asked = React.useRef<Asked | null>(null);

  React.useEffect(() => {
    setStepUpHandler((action) => {
      if (asked.current) {
        setActions((waiting) => [...waiting, action]);
        return asked.current.promise;
      }
      setActions([action]);
      let resolve!: (confirmed: boolean) => void;
      const promise = new Promise<boolean>((settle) => (resolve = settle));
      asked.current = { promise, resolve };
      setOpen(true);
      return promise;
    });
    return () => setStepUpHandler(null);
  }, []);

  const finish = (confirmed: boolean) => {
    asked.current?.resolve(confirmed);
    asked.current = null;
    setOpen(false);
  };
  const action = new Set(actions).size === 1 ? actions[0] : undefined;
  return <StepUpDialog open={open} action={action} onDone={finish} />;
}
