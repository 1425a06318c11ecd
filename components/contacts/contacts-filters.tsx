"use client";

import { FilterSelect, ListToolbar, SearchInput } from "@/components/data-table/list-toolbar";
import { CONTACT_STATUS_FILTER } from "@/lib/contacts/messages";
import type { ContactFilter } from "@/lib/contacts/schema";

type ContactsFiltersProps = {
  search: string;
  onSearchChange: (value: string) => void;
  status: ContactFilter["status"];
  onStatusChange: (value: ContactFilter["status"]) => void;
};

/** SPEC §5: search over email, first name, last name and phone, case-insensitive, on the server. */
export function ContactsFilters({ search, onSearchChange, status, onStatusChange }: ContactsFiltersProps) {
  return (
    <ListToolbar>
      <SearchInput
        label="Search contacts"
        placeholder="Search by name, email, or phone..."
        value={search}
        onChange={onSearchChange}
      />
      <FilterSelect label="Filter by status" value={status} onChange={onStatusChange} options={CONTACT_STATUS_FILTER} />
    </ListToolbar>
  );
}
