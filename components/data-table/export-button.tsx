"use client";

// A list's CSV export: a plain download link to the export route with the
// list's current filters, so the browser streams the file to disk itself.
// An export that needs a fresh confirmation (users: step-up) asks first.
// Shown only to an admin holding the export's permission.
import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useCan } from "@/hooks/use-permissions";
import { confirmStepUp, queryKeyToUrl } from "@/lib/api-client/request";
import type { Permission } from "@/lib/permissions/catalogue";

type ExportButtonProps = {
  route: string;
  filters: Record<string, string>;
  permission: Permission;
  label?: string;
  stepUp?: boolean;
};

export function ExportButton({ route, filters, permission, label = "Export CSV", stepUp = false }: ExportButtonProps) {
  const allowed = useCan(permission);
  const href = queryKeyToUrl([route, filters]);
  const confirmFirst = async (link: HTMLAnchorElement) => {
    if (await confirmStepUp().catch(() => false)) link.click();
  };
  if (!allowed) return null;
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
