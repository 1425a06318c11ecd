"use client";

// Company changes (hooks/create-crud-mutations.ts): contacts and deals show a
// company's name, and a delete unlinks them, so an update or a delete
// refetches them too.
import { createCrudMutations } from "@/hooks/create-crud-mutations";
import { COMPANY_TOASTS } from "@/lib/companies/messages";
import { companiesKeys } from "@/lib/companies/query-keys";
import type { CompanyFormValues, CompanyRow } from "@/lib/companies/schema";
import { contactsKeys } from "@/lib/contacts/query-keys";
import { dealsKeys } from "@/lib/deals/query-keys";

export const { useSave: useSaveCompany, useDelete: useDeleteCompany } = createCrudMutations<
  CompanyRow,
  CompanyFormValues
>({
  path: "/api/admin/companies",
  trashType: "company",
  nameOf: (company) => company.name,
  keys: [companiesKeys.all],
  linkedKeys: [contactsKeys.all, dealsKeys.all],
  toasts: COMPANY_TOASTS,
});
