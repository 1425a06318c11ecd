"use client";

import * as React from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { ThemeProvider } from "next-themes";
import { LazyBoundary } from "@/lib/loading/lazy-boundary";
import { makeQueryClient } from "@/lib/query-client";
import { isToasterWanted, subscribeToToasterWanted } from "@/lib/loading/toaster-wanted";
import { THEME_STORAGE_KEY } from "@/components/theme-storage";

// zod compiles object parsers with `new Function` once a probe says it may; under the pages' CSP
// (no 'unsafe-eval') the probe is refused and reported as a violation. Its interpreted parsers need
// no eval. zod keeps its configuration (z.config) on this global, shared by every copy of it, so
// setting it here costs the page no zod code (importing z.config costs 5 KB on every screen).
// Browser only: the server has no CSP and keeps the faster compiled parsers.
// e2e/content-security-policy.spec.ts opens a form to hold it to that.
if (typeof window !== "undefined") {
  const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (shared.__zod_globalConfig ??= {}).jitless = true;
}

// Loaded with the first toast, once the page has hydrated: no toast is shown before that (lib/loading/toast.ts).
const Toaster = React.lazy(() => import("@/lib/loading/toaster").then((module) => ({ default: module.Toaster })));

const subscribeToNothing = () => () => {};

export function Providers({ children, nonce }: { children: React.ReactNode; nonce?: string }) {
  const [queryClient] = React.useState(makeQueryClient);
  // False while the server renders and the browser hydrates, true from then on.
  const hydrated = React.useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const toasterWanted = React.useSyncExternalStore(subscribeToToasterWanted, isToasterWanted, () => false);
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
        {hydrated && toasterWanted ? (
          <LazyBoundary fallback={null}>
            <Toaster />
          </LazyBoundary>
        ) : null}
      </QueryClientProvider>
    </ThemeProvider>
  );
}
