"use client";

// The sidebar's count of open reported items beside Moderation → Reports: fetched after the page, and refetched by
// every report, claim and resolution the live stream announces (its key is under the inbox's root).
import { useQuery } from "@tanstack/react-query";
import { OPEN_COUNT_KEY, OPEN_COUNT_TEXT } from "@/lib/reports/open-count";

export function OpenReportsCount() {
  const { data } = useQuery<{ open: number }>({ queryKey: OPEN_COUNT_KEY });
  if (!data?.open) return null;
  return (
    <span
      data-testid="open-reports-count"
      aria-label={OPEN_COUNT_TEXT.label(data.open)}
      className="bg-sidebar-accent text-sidebar-accent-foreground ml-auto rounded-full px-1.5 text-xs font-medium tabular-nums group-data-[collapsible=icon]:hidden"
    >
      {OPEN_COUNT_TEXT.short(data.open)}
    </span>
  );
}
