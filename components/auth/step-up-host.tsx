"use client";

// Step-up in the browser: installs the handler every API call retries through
// (lib/api-client/step-up.ts), and shows the confirmation dialog when one asks. Calls
// that ask at once share one dialog. The dialog's code loads on first use.
import * as React from "react";
import type { StepUpDialogProps } from "@/components/auth/step-up-dialog";
import { lazyDialog } from "@/lib/loading/lazy-dialog";
import { setStepUpHandler } from "@/lib/api-client/step-up";

const StepUpDialog = lazyDialog<StepUpDialogProps>(() =>
  import("@/components/auth/step-up-dialog").then((module) => module.StepUpDialog),
);

type Asked = { promise: Promise<boolean>; resolve: (confirmed: boolean) => void };

export function StepUpHost() {
  const [open, setOpen] = React.useState(false);
  const asked = React.useRef<Asked | null>(null);

  React.useEffect(() => {
    setStepUpHandler(() => {
      if (asked.current) return asked.current.promise;
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
  return <StepUpDialog open={open} onDone={finish} />;
}
