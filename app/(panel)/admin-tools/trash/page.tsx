import { panelPage } from "@/components/auth/panel-access";
import { TrashScreen } from "@/components/trash/trash-screen";
import { listDefaults, parseListQuery, type SearchParamsInput } from "@/lib/api/parse-list-query";
import { asJson } from "@/lib/serialize";
import { listTrashQuerySchema } from "@/lib/trash/schema";
import { listTrash } from "@/lib/trash/service";

type Props = { searchParams: Promise<SearchParamsInput> };

export default panelPage(async function TrashPage({ searchParams }: Props) {
  const query = parseListQuery(listTrashQuerySchema, await searchParams);
  return (
    <TrashScreen
      initialPage={asJson(await listTrash(query))}
      initialQuery={query}
      defaults={listDefaults(listTrashQuerySchema)}
    />
  );
});
