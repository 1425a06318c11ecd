"use client";

import { FilterSelect, ListToolbar, SearchInput } from "@/components/data-table/list-toolbar";
import { COMPANY_SIZE_FILTER } from "@/lib/companies/messages";
import type { CompanyFilter } from "@/lib/companies/schema";

type CompaniesFiltersProps = {
  search: string;
  onSearchChange: (value: string) => void;
  size: CompanyFilter["size"];
  onSizeChange: (value: CompanyFilter["size"]) => void;
};

/** SPEC §5: search over name, industry and website; the size filter matches exactly. */
export function CompaniesFilters({ search, onSearchChange, size, onSizeChange }: CompaniesFiltersProps) {
  return (
    <ListToolbar>
      <SearchInput
        label="Search companies"
        placeholder="Search by name, industry, or website..."
        value={search}
        onChange={onSearchChange}
      />
      <FilterSelect label="Filter by size" value={size} onChange={onSizeChange} options={COMPANY_SIZE_FILTER} />
    </ListToolbar>
  );
}
