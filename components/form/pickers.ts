// What each server-searched picker searches and shows: one source per
// resource, shared by every form that links to it.
import type { QueryKey } from "@tanstack/react-query";
import { PICKER_RESULTS, type PickerOption } from "@/components/form/remote-picker";
import { companiesKeys } from "@/lib/companies/query-keys";
import type { CompanyRow } from "@/lib/companies/schema";
import { contactName } from "@/lib/contacts/display";
import { contactsKeys } from "@/lib/contacts/query-keys";
import type { ContactRow } from "@/lib/contacts/schema";
import { dealsKeys } from "@/lib/deals/query-keys";
import type { DealRow } from "@/lib/deals/schema";

export type PickerSource<T> = {
  label: string;
  /** The entry that clears the link, also shown when nothing is linked. */
  noneLabel: string;
  searchPlaceholder: string;
  emptyText: string;
  queryKey: (search: string) => QueryKey;
  toOption: (row: T) => PickerOption;
};

export const contactPicker: PickerSource<ContactRow> = {
  label: "Contact",
  noneLabel: "No contact",
  searchPlaceholder: "Search contacts...",
  emptyText: "No contact found.",
  queryKey: (search) => contactsKeys.list({ search, limit: PICKER_RESULTS }),
  toOption: (contact) => ({ id: contact.id, name: contactName(contact), detail: contact.email ?? undefined }),
};

export const companyPicker: PickerSource<CompanyRow> = {
  label: "Company",
  noneLabel: "No company",
  searchPlaceholder: "Search companies...",
  emptyText: "No company found.",
  queryKey: (search) => companiesKeys.picker(search),
  toOption: (company) => ({ id: company.id, name: company.name, detail: company.industry ?? undefined }),
};

export const dealPicker: PickerSource<DealRow> = {
  label: "Deal",
  noneLabel: "No deal",
  searchPlaceholder: "Search deals...",
  emptyText: "No deal found.",
  queryKey: (search) => dealsKeys.list({ search, limit: PICKER_RESULTS }),
  toOption: (deal) => ({ id: deal.id, name: deal.title }),
};
