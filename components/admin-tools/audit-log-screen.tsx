"use client";

import * as React from "react";
import Link from "next/link";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { CursorPager, type PageCursor } from "@/components/ui/cursor-pager";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { fetchPage, } from "@/lib/api-client";
import type { Page } from "@/lib/api/page";
import { auditKeys, type AuditFilter, type AuditRow } from "@/lib/audit/schema";

const FILTERS = [
  ["actor", "Actor (id, email or @handle)"],
  ["action", "Action (e.g. user.ban)"],
  ["target", "Target (type or id)"],
] as const;

function Entry({ entry }: { entry: AuditRow }) {
  return (
    <TableRow>
      <TableCell className="text-muted-foreground text-xs whitespace-nowrap">{new Date(entry.createdAt).toLocaleString("en-US")}</TableCell>
      <TableCell className="max-w-48 truncate">{entry.actor ? (entry.actor.email ?? `@${entry.actor.handle ?? entry.actor.id}`) : "System"}</TableCell>
      <TableCell>
        <Badge variant="outline">{entry.action}</Badge>
      </TableCell>
      <TableCell className="max-w-56 truncate text-sm">
        {entry.targetType}
        {entry.targetId ? <span className="text-muted-foreground"> {entry.targetId}</span> : null}
      </TableCell>
      <TableCell className="whitespace-normal">
        {entry.details ? (
          <details>
            <summary className="cursor-pointer text-sm">Details</summary>
            <pre className="bg-muted mt-2 max-h-64 max-w-xl overflow-auto rounded p-2 text-xs">{JSON.stringify(entry.details, null, 2)}</pre>
          </details>
        ) : null}
      </TableCell>
    </TableRow>
  );
}

export function AuditLogScreen({ initialPage }: { initialPage: Page<AuditRow> }) {
  const [inputs, setInputs] = React.useState<AuditFilter>({ actor: "", action: "", target: "" });
  const filter = useDebouncedValue(inputs, 300);
  const [cursor, setCursor] = React.useState<PageCursor>({});
  const [lastFilter, setLastFilter] = React.useState(filter);
  if (lastFilter !== filter) {
    // New filters start again from the newest entries.
    setLastFilter(filter);
    setCursor({});
  }
  const isInitial = !filter.actor && !filter.action && !filter.target && !cursor.after && !cursor.before;
  const { data, isPending } = useQuery({
    queryKey: auditKeys.list({ ...filter, ...cursor }),
    queryFn: ({ queryKey, signal }) => fetchPage<AuditRow>(queryKey, signal),
    initialData: isInitial ? initialPage : undefined,
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <div className="flex flex-col gap-2">
        <Button variant="ghost" size="sm" className="w-fit" asChild>
          <Link href="/admin-tools">
            <ArrowLeft aria-hidden /> Admin Tools
          </Link>
        </Button>
        <PageHeader title="Audit Log" subtitle="Every change made in this panel: who, what, and when" />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Entries</CardTitle>
          <CardDescription>{data ? `${data.total}${data.totalExact ? "" : "+"} entries` : "Loading entries..."}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="grid gap-2 sm:grid-cols-3">
            {FILTERS.map(([key, label]) => (
              <Input
                key={key}
                aria-label={label}
                placeholder={label}
                value={inputs[key]}
                onChange={(event) => setInputs((current) => ({ ...current, [key]: event.target.value }))}
              />
            ))}
          </div>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Time</TableHead>
                <TableHead>Actor</TableHead>
                <TableHead>Action</TableHead>
                <TableHead>Target</TableHead>
                <TableHead>Details</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {isPending ? (
                <TableRow>
                  <TableCell colSpan={5}>
                    <Skeleton className="h-8" />
                  </TableCell>
                </TableRow>
              ) : !data?.items.length ? (
                <TableRow>
                  <TableCell colSpan={5} className="text-muted-foreground py-8 text-center">
                    No audit entries found
                  </TableCell>
                </TableRow>
              ) : (
                data.items.map((entry) => <Entry key={entry.id} entry={entry} />)
              )}
            </TableBody>
          </Table>
          <CursorPager prevCursor={data?.prevCursor} nextCursor={data?.nextCursor} onPage={setCursor} previousLabel="Newer" nextLabel="Older" />
        </CardContent>
      </Card>
    </>
  );
}
