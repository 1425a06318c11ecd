// A list's CSV export: a plain download link to the export route with the
// list's current filters, so the browser streams the file to disk itself.
import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { queryKeyToUrl } from "@/lib/api-client";

type ExportButtonProps = { route: string; filters: Record<string, string>; label?: string };

export function ExportButton({ route, filters, label = "Export CSV" }: ExportButtonProps) {
  return (
    <Button variant="outline" asChild>
      <a href={queryKeyToUrl([route, filters])} download>
        <Download aria-hidden />
        {label}
      </a>
    </Button>
  );
}
