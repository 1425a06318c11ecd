import { ListToolbar, SearchInput } from "@/components/data-table/list-toolbar";

type ListSearchProps = {
  /** The paged list (usePagedList) whose search box this is: typing shows at once and filters once it pauses. */
  list: { searchInput: string; setSearchInput: (value: string) => void };
  label: string;
  placeholder: string;
};

/** The toolbar of a list whose only filter is its search box. */
export function ListSearch({ list, label, placeholder }: ListSearchProps) {
  return (
    <ListToolbar>
      <SearchInput label={label} placeholder={placeholder} value={list.searchInput} onChange={list.setSearchInput} />
    </ListToolbar>
  );
}
