"use client";

// Company changes: SPEC §8's toasts (the server's message, else the fallback)
// and the refetch of every list that shows a company's name (§7).
import { useAdminMutation } from "@/hooks/use-admin-mutation";
import { apiRequest } from "@/lib/api-client";
import { COMPANY_TOASTS } from "@/lib/companies/messages";
import { companiesKeys } from "@/lib/companies/query-keys";
import type { CompanyFormValues, CompanyRow } from "@/lib/companies/schema";
import { contactsKeys } from "@/lib/contacts/query-keys";
import { dealsKeys } from "@/lib/deals/query-keys";

const companyUrl = (id: string) => `/api/admin/companies/${encodeURIComponent(id)}`;
// Contacts and deals show the company's name; a delete unlinks them.
const AFFECTED = [companiesKeys.all, contactsKeys.all, dealsKeys.all];

export function useCreateCompany() {
  return useAdminMutation({
    request: (values: CompanyFormValues) => apiRequest<CompanyRow>("POST", "/api/admin/companies", values),
    toasts: {
      success: COMPANY_TOASTS.create.success,
      error: { serverMessage: true, fallback: COMPANY_TOASTS.create.fallback },
    },
    invalidate: [companiesKeys.all],
  });
}

export function useUpdateCompany() {
  return useAdminMutation({
    request: ({ id, values }: { id: string; values: CompanyFormValues }) =>
      apiRequest<CompanyRow>("PATCH", companyUrl(id), values),
    toasts: {
      success: COMPANY_TOASTS.update.success,
      error: { serverMessage: true, fallback: COMPANY_TOASTS.update.fallback },
    },
    invalidate: AFFECTED,
  });
}

export function useDeleteCompany() {
  return useAdminMutation({
    request: (id: string) => apiRequest("DELETE", companyUrl(id)),
    toasts: {
      success: COMPANY_TOASTS.delete.success,
      error: { serverMessage: true, fallback: COMPANY_TOASTS.delete.fallback },
    },
    invalidate: AFFECTED,
  });
}
