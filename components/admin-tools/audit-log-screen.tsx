"use client";

import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { auditColumns } from "@/components/admin-tools/audit-columns";
import { DataTable } from "@/components/data-table/data-table";
import { ExportButton } from "@/components/data-table/export-button";
import { ListToolbar, SearchInput } from "@/components/data-table/list-toolbar";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { CursorPager } from "@/components/ui/cursor-pager";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { usePagedList } from "@/hooks/use-paged-list";
import type { Page } from "@/lib/api/page";
import { auditKeys } from "@/lib/audit/query-keys";
import type { AuditRow, ListAuditQuery } from "@/lib/audit/schema";

const loadQuerySchema = () => import("@/lib/audit/schema").then((module) => module.listAuditQuerySchema);

const FILTERS = [
  ["actor", "Actor (id, email or @handle)"],
  ["action", "Action (e.g. user.ban)"],
  ["target", "Target (type, id or name)"],
] as const;
const TEXT_FILTERS = FILTERS.map(([key]) => key);

export function AuditLogScreen({
  initialPage,
  initialQuery,
  defaults,
}: {
  initialPage: Page<AuditRow>;
  initialQuery: ListAuditQuery;
  defaults: ListAuditQuery;
}) {
  const list = usePagedList({
    loadSchema: loadQuerySchema,
    defaults,
    queryKey: auditKeys.list,
    initialPage,
    initialQuery,
    textFilters: TEXT_FILTERS,
  });
  const { data, query } = list;

  return (
    <>
      <div className="flex flex-col gap-2">
        <Button variant="ghost" size="sm" className="w-fit" asChild>
          <Link href="/admin-tools">
            <ArrowLeft aria-hidden /> Admin Tools
          </Link>
        </Button>
        <PageHeader
          title="Audit Log"
          subtitle="Every change made in this panel: who, what, and when"
          actions={
            <ExportButton
              route="/api/admin/audit-logs/export"
              filters={{
                actor: query.actor,
                action: query.action,
                target: query.target,
                from: query.from,
                to: query.to,
              }}
            />
          }
        />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Entries</CardTitle>
          <CardDescription aria-live="polite">
            {list.isPending
              ? "Loading entries..."
              : list.isError
                ? "Could not load entries."
                : `${data?.total ?? 0}${data?.totalExact === false ? "+" : ""} entries`}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <ListToolbar>
            {FILTERS.map(([key, label]) => (
              <SearchInput
                key={key}
                label={label}
                placeholder={label}
                value={list.textInputs[key] ?? ""}
                onChange={(value) => list.setTextInput(key, value)}
              />
            ))}
          </ListToolbar>
          <ListToolbar>
            {/* Each bound limits the other, so the range cannot be turned inside out. */}
            <DateFilter label="From" value={query.from} max={query.to} onChange={(from) => list.setFilter({ from })} />
            <DateFilter label="To" value={query.to} min={query.from} onChange={(to) => list.setFilter({ to })} />
          </ListToolbar>
          <div className={list.isRefreshing ? "opacity-60 transition-opacity" : undefined}>
            <DataTable
              columns={auditColumns}
              rows={data?.items}
              loading={list.isPending}
              error={list.isError}
              onRetry={() => void list.refetch()}
              noun="audit entries"
              empty={{ title: "No audit entries found" }}
              skeletonRows={5}
            />
          </div>
          <CursorPager
            prevCursor={data?.prevCursor}
            nextCursor={data?.nextCursor}
            onPage={list.setCursor}
            previousLabel="Newer"
            nextLabel="Older"
          />
        </CardContent>
      </Card>
    </>
  );
}

type DateFilterProps = { label: string; value: string; min?: string; max?: string; onChange: (value: string) => void };

/** A UTC day (YYYY-MM-DD) bounding the entries shown; empty for no bound. */
function DateFilter({ label, value, min, max, onChange }: DateFilterProps) {
  const id = `audit-${label.toLowerCase()}`;
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="shrink-0">
        {label} (UTC)
      </Label>
      <Input
        id={id}
        type="date"
        className="w-auto"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
