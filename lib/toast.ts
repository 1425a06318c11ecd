// The panel's toasts. sonner is fetched after the page has hydrated, not with
// it (issue 11, page weight): a toast asked for earlier waits until the
// Toaster is on screen, so none is lost.
import type { ExternalToast } from "sonner";

let toasterReady: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => (toasterReady = resolve));

/** Called by the Toaster once it listens (components/ui/sonner.tsx). */
export function markToasterMounted() {
  toasterReady();
}

type Show = (message: string, data?: ExternalToast) => void;
const show =
  (kind: "success" | "error" | "info"): Show =>
  (message, data) =>
    void toasterMounted.then(() => import("sonner")).then(({ toast }) => toast[kind](message, data));

export const toast = { success: show("success"), error: show("error"), info: show("info") };
