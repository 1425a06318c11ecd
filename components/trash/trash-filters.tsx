"use client";

import { ListToolbar } from "@/components/data-table/list-toolbar";
import { ListSearch } from "@/components/list-screen/list-search";
import { ListSelect } from "@/components/list-screen/list-select";
import type { SelectOption } from "@/components/ui/option-select";
import type { ListFilters } from "@/hooks/use-paged-list";
import type { TrashType } from "@/lib/trash/kinds";
import { TRASH_TEXT, TRASH_TYPE_LABELS } from "@/lib/trash/messages";
import type { TrashFilter } from "@/lib/trash/schema";

const TYPE_OPTIONS: readonly SelectOption<TrashFilter["type"]>[] = [
  { value: "all", label: TRASH_TEXT.allTypes },
  ...(Object.entries(TRASH_TYPE_LABELS) as [TrashType, string][]).map(([value, label]) => ({ value, label })),
];

export function TrashFilters({ list }: { list: ListFilters<TrashFilter> }) {
  return (
    <ListToolbar>
      <ListSearch list={list} label={TRASH_TEXT.searchLabel} placeholder={TRASH_TEXT.searchPlaceholder} />
      <ListSelect list={list} name="type" label={TRASH_TEXT.typeFilterLabel} options={TYPE_OPTIONS} />
    </ListToolbar>
  );
}
