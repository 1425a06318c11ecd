"use client";

import { useDeleteCompany } from "@/components/companies/use-company-mutations";
import { DeleteRecordDialog } from "@/components/list-screen/delete-record-dialog";
import type { CompanyRow } from "@/lib/companies/schema";

export const DELETE_COMPANY_TEXT =
  "Are you sure you want to delete this company? It moves to the Trash; you can restore it from Admin Tools → Trash.";
// docs/decisions/crm.md: deleting a company keeps what refers to it.
export const DELETE_COMPANY_NOTE = "Its contacts and deals are kept; they are no longer linked to a company.";

type DeleteCompanyDialogProps = { company: CompanyRow | null; open: boolean; onOpenChange: (open: boolean) => void };

export function DeleteCompanyDialog({ company, ...dialog }: DeleteCompanyDialogProps) {
  return (
    <DeleteRecordDialog
      {...dialog}
      record={company}
      remove={useDeleteCompany()}
      title={company ? `Delete ${company.name}?` : "Delete company?"}
      description={
        <>
          <span className="block">{DELETE_COMPANY_TEXT}</span>
          <span className="mt-2 block">{DELETE_COMPANY_NOTE}</span>
        </>
      }
    />
  );
}
