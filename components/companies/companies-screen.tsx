"use client";

import * as React from "react";
import { Plus } from "lucide-react";
import { companyColumns } from "@/components/companies/company-columns";
import { CompaniesFilters } from "@/components/companies/companies-filters";
import { DataTable } from "@/components/data-table/data-table";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CursorPager } from "@/components/ui/cursor-pager";
import { usePagedList } from "@/hooks/use-paged-list";
import type { Page } from "@/lib/api/page";
import { COMPANIES_TEXT } from "@/lib/companies/messages";
import { companiesKeys } from "@/lib/companies/query-keys";
import type { CompanyRow, ListCompaniesQuery } from "@/lib/companies/schema";
import { lazyDialog } from "@/components/ui/lazy-dialog";

const loadQuerySchema = () => import("@/lib/companies/schema").then((module) => module.listCompaniesQuerySchema);

const CompanyFormDialog = lazyDialog(() =>
  import("@/components/companies/company-form-dialog").then((module) => module.CompanyFormDialog),
);
const DeleteCompanyDialog = lazyDialog(() =>
  import("@/components/companies/delete-company-dialog").then((module) => module.DeleteCompanyDialog),
);

type Dialog = { kind: "form" | "delete"; open: boolean; company: CompanyRow | null };

export function CompaniesScreen({
  initialPage,
  initialQuery,
  defaults,
}: {
  initialPage: Page<CompanyRow>;
  initialQuery: ListCompaniesQuery;
  defaults: ListCompaniesQuery;
}) {
  const list = usePagedList({
    loadSchema: loadQuerySchema,
    defaults,
    queryKey: companiesKeys.list,
    initialPage,
    initialQuery,
  });
  const { data, query } = list;
  // The record stays while a dialog closes, so its title and fields do not change during the animation.
  const [dialog, setDialog] = React.useState<Dialog>({ kind: "form", open: false, company: null });
  const setOpen = (open: boolean) => setDialog((current) => ({ ...current, open }));
  const columns = React.useMemo(
    () =>
      companyColumns({
        onEdit: (company) => setDialog({ kind: "form", open: true, company }),
        onDelete: (company) => setDialog({ kind: "delete", open: true, company }),
      }),
    [],
  );

  return (
    <>
      <PageHeader
        title={COMPANIES_TEXT.title}
        subtitle={COMPANIES_TEXT.subtitle}
        actions={
          <Button onClick={() => setDialog({ kind: "form", open: true, company: null })}>
            <Plus aria-hidden />
            Add Company
          </Button>
        }
      />
      <Card>
        <CardHeader>
          <CardTitle>All Companies</CardTitle>
          <CardDescription aria-live="polite">
            {list.isPending
              ? "Loading companies..."
              : list.isError
                ? "Could not load companies."
                : `${data?.total ?? 0}${data?.totalExact === false ? "+" : ""} company(ies)`}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <CompaniesFilters
            search={list.searchInput}
            onSearchChange={list.setSearchInput}
            size={query.size}
            onSizeChange={(size) => list.setFilter({ size })}
          />
          <div className={list.isRefreshing ? "opacity-60 transition-opacity" : undefined}>
            <DataTable
              columns={columns}
              rows={data?.items}
              loading={list.isPending}
              error={list.isError}
              onRetry={() => void list.refetch()}
              noun="companies"
              empty={{ title: COMPANIES_TEXT.empty }}
              rowTestId="company-row"
            />
          </div>
          <CursorPager prevCursor={data?.prevCursor} nextCursor={data?.nextCursor} onPage={list.setCursor} />
        </CardContent>
      </Card>
      <CompanyFormDialog open={dialog.kind === "form" && dialog.open} onOpenChange={setOpen} company={dialog.company} />
      <DeleteCompanyDialog
        open={dialog.kind === "delete" && dialog.open}
        onOpenChange={setOpen}
        company={dialog.company}
      />
    </>
  );
}
