"use client";

// Add and Edit share this one form (SPEC §4); the schema is the route's (§5: name required, website of url type).
import * as React from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { COMPANY_SIZE_OPTIONS } from "@/components/companies/company-display";
import { useSaveCompany } from "@/components/companies/use-company-mutations";
import { SelectField, TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import {
  companyFormSchema,
  type CompanyFormInput,
  type CompanyFormValues,
  type CompanyRow,
} from "@/lib/companies/schema";

const EMPTY: CompanyFormInput = { name: "", website: "", industry: "", size: null };

function startValuesOf(company: CompanyRow | null): CompanyFormInput {
  if (!company) return EMPTY;
  return { name: company.name, website: company.website ?? "", industry: company.industry ?? "", size: company.size };
}

type CompanyFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null to add a company. */
  company: CompanyRow | null;
};

export function CompanyFormDialog({ open, onOpenChange, company }: CompanyFormDialogProps) {
  const form = useForm<CompanyFormInput, unknown, CompanyFormValues>({
    resolver: zodResolver(companyFormSchema),
    defaultValues: EMPTY,
  });
  const startValues = React.useMemo(() => startValuesOf(company), [company]);
  const save = useSaveCompany();
  const { control } = form;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={company ? "Edit Company" : "Add Company"}
      description={company ? "Change this company's details." : "Add a client company or organization."}
      form={form}
      startValues={startValues}
      onSubmit={(values) => save(company, values)}
      editing={company && { type: "company", id: company.id }}
      submitLabel={company ? "Save Changes" : "Add Company"}
    >
      <TextField control={control} name="name" label="Company name" />
      <TextField control={control} name="website" label="Website" type="url" placeholder="https://example.com" />
      <TextField control={control} name="industry" label="Industry" placeholder="e.g. Software" />
      <SelectField
        control={control}
        name="size"
        label="Size"
        options={COMPANY_SIZE_OPTIONS}
        noneLabel="Not specified"
      />
    </FormDialog>
  );
}
