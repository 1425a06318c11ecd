"use client";

// The sidebar's count of open reported items beside Moderation → Reports: fetched after the page, and refetched by
// every report, claim and resolution the live stream announces (its key is under the inbox's root).
import { useQuery } from "@tanstack/react-query";
import { REPORTS_TEXT } from "@/lib/reports/messages";
import { reportsKeys } from "@/lib/reports/query-keys";

export function OpenReportsCount() {
  const { data } = useQuery<{ open: number }>({ queryKey: reportsKeys.openCount });
  if (!data?.open) return null;
  return (
    <span
      data-testid="open-reports-count"
      aria-label={REPORTS_TEXT.openCountLabel(data.open)}
      className="bg-sidebar-accent text-sidebar-accent-foreground ml-auto rounded-full px-1.5 text-xs font-medium tabular-nums group-data-[collapsible=icon]:hidden"
    >
      {REPORTS_TEXT.openCount(data.open)}
    </span>
  );
}
