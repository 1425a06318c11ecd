"use client";

import * as React from "react";
import { companyColumns } from "@/components/companies/company-columns";
import { CompaniesFilters } from "@/components/companies/companies-filters";
import { AddButton } from "@/components/list-screen/header-buttons";
import { ListScreen } from "@/components/list-screen/list-screen";
import { PagedListCard } from "@/components/list-screen/paged-list-card";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import { usePagedList, type InitialList } from "@/hooks/use-paged-list";
import { useRowDialog } from "@/hooks/use-row-dialog";
import { COMPANIES_TEXT } from "@/lib/companies/messages";
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
      actions={<AddButton label="Add Company" onClick={() => show("form")} />}
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
          <CompaniesFilters
            search={list.searchInput}
            onSearchChange={list.setSearchInput}
            size={list.query.size}
            onSizeChange={(size) => list.setFilter({ size })}
          />
        }
        columns={columns}
        noun="companies"
        empty={{ title: COMPANIES_TEXT.empty }}
        rowTestId="company-row"
      />
    </ListScreen>
  );
}
