"use client";

import { RemotePicker, type Picked } from "@/components/form/remote-picker";
import { companiesKeys } from "@/lib/companies/query-keys";
import type { CompanyRow } from "@/lib/companies/schema";

export const NO_COMPANY = "No company";

const companyOption = (company: CompanyRow) => ({ id: company.id, name: company.name, detail: company.industry ?? undefined });

type CompanyPickerProps = {
  value: Picked | null;
  /** null when "No company" is chosen. */
  onChange: (company: Picked | null) => void;
  id?: string;
  disabled?: boolean;
};

/** Searches companies on the server as you type (GET /api/admin/companies?search=…); never loads them all. */
export function CompanyPicker(props: CompanyPickerProps) {
  return (
    <RemotePicker<CompanyRow>
      {...props}
      queryKey={companiesKeys.picker}
      toOption={companyOption}
      label="Company"
      placeholder={NO_COMPANY}
      searchPlaceholder="Search companies..."
      emptyText="No company found."
      noneLabel={NO_COMPANY}
    />
  );
}
