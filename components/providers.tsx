"use client";

import * as React from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { ThemeProvider } from "next-themes";
import { LazyBoundary } from "@/components/ui/lazy-boundary";
import { makeQueryClient } from "@/lib/query-client";
import { THEME_STORAGE_KEY } from "@/components/theme-storage";

// Loaded once the page has hydrated: no toast is shown before that (components/ui/toast.ts).
const Toaster = React.lazy(() => import("@/components/ui/sonner").then((module) => ({ default: module.Toaster })));

const subscribeToNothing = () => () => {};

export function Providers({ children, nonce }: { children: React.ReactNode; nonce?: string }) {
  const [queryClient] = React.useState(makeQueryClient);
  // False while the server renders and the browser hydrates, true from then on.
  const hydrated = React.useSyncExternalStore(subscribeToNothing, () => true, () => false);
  // Marks the page as interactive: end-to-end tests wait for it before typing.
  React.useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <ThemeProvider
      attribute="class"
      defaultTheme="dark"
      enableSystem={false}
      storageKey={THEME_STORAGE_KEY}
      disableTransitionOnChange
      nonce={nonce}
    >
      <QueryClientProvider client={queryClient}>
        {children}
        {hydrated ? (
          <LazyBoundary fallback={null}>
            <Toaster />
          </LazyBoundary>
        ) : null}
      </QueryClientProvider>
    </ThemeProvider>
  );
}
