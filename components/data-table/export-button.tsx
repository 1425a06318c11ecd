"use client";

// A list's CSV export: a plain download link to the export route with the
// list's current filters, so the browser streams the file to disk itself.
// An export that needs a fresh confirmation (users: step-up) asks first.
import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { confirmStepUp, queryKeyToUrl } from "@/lib/api-client/request";

type ExportButtonProps = { route: string; filters: Record<string, string>; label?: string; stepUp?: boolean };

export function ExportButton({ route, filters, label = "Export CSV", stepUp = false }: ExportButtonProps) {
  const href = queryKeyToUrl([route, filters]);
  const confirmFirst = async (link: HTMLAnchorElement) => {
    if (await confirmStepUp().catch(() => false)) link.click();
  };
  return (
    <Button variant="outline" asChild>
      <a
        href={href}
        download
        onClick={(event) => {
          // The second click, made once confirmed, goes through as a plain download.
          if (!stepUp || event.currentTarget.dataset.confirmed === "true") return;
          event.preventDefault();
          const link = event.currentTarget;
          link.dataset.confirmed = "true";
          void confirmFirst(link).finally(() => delete link.dataset.confirmed);
        }}
      >
        <Download aria-hidden />
        {label}
      </a>
    </Button>
  );
}
