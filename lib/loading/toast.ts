// The panel's toasts. sonner is fetched with the first toast, not with the
// page (docs/decisions/page-weight.md: a first visit that shows no toast
// downloads none of it): the first toast asks for the Toaster and waits until
// it is on screen, so none is lost.
import type { ExternalToast } from "sonner";
import { wantToaster } from "@/lib/loading/toaster-wanted";

let toasterReady: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => (toasterReady = resolve));

/** Called by the Toaster once it listens (lib/loading/toaster.tsx). */
export function markToasterMounted() {
  toasterReady();
}

type Show = (message: string, data?: ExternalToast) => void;
const show =
  (kind: "success" | "error" | "info"): Show =>
  (message, data) => {
    wantToaster();
    void toasterMounted.then(() => import("sonner")).then(({ toast }) => toast[kind](message, data));
  };

export const toast = { success: show("success"), error: show("error"), info: show("info") };
