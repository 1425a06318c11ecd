"use client";

import { Button } from "@/components/ui/button";
import { ERROR_SCREEN_TEXT } from "@/components/layout/error-screen-text";

/**
 * Next's digest of a server-side error: the id its server log line carries, beside the request id
 * (instrumentation.ts). A page's request id itself never reaches the browser's scripts, so this is
 * what an admin can quote. An error thrown in the browser has none.
 */
function referenceOf(error: unknown): string | null {
  const digest = error instanceof Error ? (error as { digest?: unknown }).digest : undefined;
  return typeof digest === "string" ? digest : null;
}

/** What a screen shows instead of itself when it fails to render: what happened, a reference, and Try again. */
export function ErrorScreen({ error, retry }: { error: unknown; retry: () => void }) {
  const reference = referenceOf(error);
  return (
    <section className="flex flex-col items-start gap-4" aria-labelledby="error-screen-title">
      <h1 id="error-screen-title" className="text-3xl font-bold tracking-tight">
        {ERROR_SCREEN_TEXT.title}
      </h1>
      <p className="text-muted-foreground">{ERROR_SCREEN_TEXT.text}</p>
      {reference ? (
        <p className="text-sm">
          {ERROR_SCREEN_TEXT.reference} <code className="font-mono">{reference}</code>
        </p>
      ) : null}
      <Button onClick={retry}>{ERROR_SCREEN_TEXT.retry}</Button>
    </section>
  );
}
