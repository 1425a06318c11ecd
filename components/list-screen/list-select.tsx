import { FilterSelect } from "@/components/data-table/list-toolbar";
import type { SelectOption } from "@/components/ui/option-select";
import type { ListFilters } from "@/hooks/use-paged-list";

type ListSelectProps<F, K extends keyof F, V extends F[K] & string> = {
  /** The paged list this filter narrows: a choice starts again from the first page, and is kept in the URL. */
  list: Pick<ListFilters<F>, "query" | "setFilter">;
  /** The filter's key in the list's query. */
  name: K;
  label: string;
  options: readonly SelectOption<V>[];
};

/** A menu filtering a list by one of its query's values (SPEC §2: "All Statuses", "Leads", ...). */
export function ListSelect<F, K extends keyof F, V extends F[K] & string>({
  list,
  name,
  label,
  options,
}: ListSelectProps<F, K, V>) {
  return (
    <FilterSelect
      label={label}
      value={list.query[name] as V}
      onChange={(value) => list.setFilter({ [name]: value } as Partial<F>)}
      options={options}
    />
  );
}
