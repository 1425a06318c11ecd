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
import { shopKeys } from "@/lib/shop/query-keys";
import type { ShopItemRow } from "@/lib/shop/schema";
import type { UserRow } from "@/lib/users/schema";
import { userDisplayName, userHandle } from "@/lib/users/display";
import { usersKeys } from "@/lib/users/query-keys";

export type PickerSource<T> = {
  label: string;
  /** The entry that clears the link, also shown when nothing is linked (a required link: the prompt). */
  noneLabel: string;
  searchPlaceholder: string;
  emptyText: string;
  queryKey: (search: string) => QueryKey;
  toOption: (row: T) => PickerOption;
};

/** What a RemotePicker takes from a source: the caller adds its placeholder and any "none" entry. */
export function pickerProps<T>({ label, searchPlaceholder, emptyText, queryKey, toOption }: PickerSource<T>) {
  return { label, searchPlaceholder, emptyText, queryKey, toOption };
}

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

/** Users searched on the server over name, email, handle and id (SPEC §2 Library). */
export const userPicker: PickerSource<UserRow> = {
  label: "User",
  noneLabel: "Select a user",
  searchPlaceholder: "Search by name, email, handle or ID...",
  emptyText: "No user found.",
  queryKey: (search) => usersKeys.list({ search, role: "all", status: "all", limit: PICKER_RESULTS }),
  toOption: (user) => ({ id: user.id, name: userDisplayName(user), detail: user.email ?? userHandle(user) }),
};

/** Shop items searched on the server over name and category, shown with category and price (SPEC §2 Library). */
export const shopItemPicker: PickerSource<ShopItemRow> = {
  label: "Shop Item",
  noneLabel: "Select a shop item",
  searchPlaceholder: "Search by name or category...",
  emptyText: "No shop item found.",
  queryKey: (search) => shopKeys.list({ search, limit: PICKER_RESULTS }),
  toOption: (item) => ({
    id: item.id,
    name: item.name,
    detail: [item.category || "Uncategorized", item.price].join(" · "),
  }),
};
