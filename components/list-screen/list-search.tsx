import { SearchInput } from "@/components/data-table/list-toolbar";
import type { ListFilters } from "@/hooks/use-paged-list";

type ListSearchProps = {
  /** The paged list whose search this is: what is typed shows at once and filters once typing pauses. */
  list: Pick<ListFilters<unknown>, "searchInput" | "setSearchInput">;
  label: string;
  placeholder: string;
};

/** A list's search box (SPEC §5: on the server, case-insensitive), kept in the URL. */
export function ListSearch({ list, label, placeholder }: ListSearchProps) {
  return (
    <SearchInput label={label} placeholder={placeholder} value={list.searchInput} onChange={list.setSearchInput} />
  );
}
