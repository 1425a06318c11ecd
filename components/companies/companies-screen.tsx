"use client";

import * as React from "react";
import { companyColumns } from "@/components/companies/company-columns";
import { ImportButton } from "@/components/csv-import/import-button";
import { ListToolbar } from "@/components/data-table/list-toolbar";
import { AddButton } from "@/components/list-screen/header-buttons";
import { ListScreen } from "@/components/list-screen/list-screen";
import { ListSearch } from "@/components/list-screen/list-search";
import { ListSelect } from "@/components/list-screen/list-select";
import { PagedListCard } from "@/components/list-screen/paged-list-card";
import { lazyDialog } from "@/lib/loading/lazy-dialog";
import { usePagedList, type InitialList } from "@/hooks/use-paged-list";
import { useRowDialog } from "@/hooks/use-row-dialog";
import { COMPANIES_TEXT, COMPANY_SIZE_FILTER } from "@/lib/companies/messages";
import { companiesKeys } from "@/lib/companies/query-keys";
import type { CompanyRow, ListCompaniesQuery } from "@/lib/companies/schema";

const loadSchema = () => import("@/lib/companies/schema").then((module) => module.listCompaniesQuerySchema);

const CompanyFormDialog = lazyDialog(() =>
  import("@/components/companies/company-form-dialog").then((module) => module.CompanyFormDialog),
);
const DeleteCompanyDialog = lazyDialog(() =>
  import("@/components/companies/delete-company-dialog").then((module) => module.DeleteCompanyDialog),
);

export function CompaniesScreen(initial: InitialList<ListCompaniesQuery, CompanyRow>) {
  const list = usePagedList({ ...initial, loadSchema, queryKey: companiesKeys.list });
  const dialog = useRowDialog<CompanyRow, "form" | "delete">();
  const { show } = dialog;
  const columns = React.useMemo(
    () =>
      companyColumns({ onEdit: (company) => show("form", company), onDelete: (company) => show("delete", company) }),
    [show],
  );

  return (
    <ListScreen
      title={COMPANIES_TEXT.title}
      subtitle={COMPANIES_TEXT.subtitle}
      actions={
        <>
          <ImportButton resource="companies" />
          <AddButton label="Add Company" onClick={() => show("form")} permission="companies.update" />
        </>
      }
      dialogs={
        <>
          <CompanyFormDialog {...dialog.props("form")} company={dialog.record} />
          <DeleteCompanyDialog {...dialog.props("delete")} company={dialog.record} />
        </>
      }
    >
      <PagedListCard
        list={list}
        title="All Companies"
        unit="company(ies)"
        toolbar={
          <ListToolbar>
            <ListSearch list={list} label="Search companies" placeholder="Search by name, industry, or website..." />
            <ListSelect list={list} name="size" label="Filter by size" options={COMPANY_SIZE_FILTER} />
          </ListToolbar>
        }
        columns={columns}
        noun="companies"
        empty={{ title: COMPANIES_TEXT.empty }}
        rowTestId="company-row"
      />
    </ListScreen>
  );
}
