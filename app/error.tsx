"use client";

import { LazyErrorScreen } from "@/components/layout/lazy-error-screen";

// Outside the shell: the sign-in steps, and the panel's layout itself (its sidebar could not be drawn).
export default function RootError(props: { error: unknown; retry: () => void }) {
  return (
    <main className="flex min-h-svh items-center justify-center p-6">
      <LazyErrorScreen {...props} />
    </main>
  );
}
