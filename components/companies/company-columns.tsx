"use client";

import type { ColumnDef } from "@/components/data-table/data-table";
import { RowActions } from "@/components/data-table/row-actions";
import { CompanySizeBadge, CompanyWebsite } from "@/components/companies/company-display";
import { COMPANIES_TEXT } from "@/lib/companies/messages";
import type { CompanyRow } from "@/lib/companies/schema";

type Actions = { onEdit: (company: CompanyRow) => void; onDelete: (company: CompanyRow) => void };

/** SPEC §2: Company Name, Website, Industry, Size, Actions; blanks show a dash. */
export function companyColumns({ onEdit, onDelete }: Actions): ColumnDef<CompanyRow>[] {
  return [
    {
      id: "name",
      header: "Company Name",
      meta: { className: "max-w-64 truncate font-medium" },
      cell: (row) => <span title={row.name}>{row.name}</span>,
    },
    {
      id: "website",
      header: "Website",
      meta: { className: "max-w-64 truncate" },
      cell: (row) => <CompanyWebsite website={row.website} />,
    },
    {
      id: "industry",
      header: "Industry",
      meta: { className: "max-w-48 truncate" },
      cell: (row) => row.industry || COMPANIES_TEXT.blank,
    },
    {
      id: "size",
      header: "Size",
      cell: (row) => <CompanySizeBadge size={row.size} />,
    },
    {
      id: "actions",
      header: "Actions",
      meta: { className: "w-24 text-right", permission: "companies.update" },
      cell: (row) => <RowActions label={row.name} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />,
    },
  ];
}
