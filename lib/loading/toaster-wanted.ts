// Whether a toast has been asked for yet (lib/loading/toast.ts): the Providers mount
// sonner's Toaster from then on. Apart from lib/loading/toast.ts so the root layout's
// code does not carry the toast functions (page weight).
let wanted = false;
const listeners = new Set<() => void>();

export function subscribeToToasterWanted(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const isToasterWanted = () => wanted;

export function wantToaster() {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}
