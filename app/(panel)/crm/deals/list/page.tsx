import { panelPage } from "@/components/auth/panel-access";
import { DealsListScreen } from "@/components/deals/deals-list-screen";
import { listDefaults, parseListQuery, type SearchParamsInput } from "@/lib/api/parse-list-query";
import { listDealsQuerySchema } from "@/lib/deals/schema";
import { listDeals } from "@/lib/deals/service";
import { asJson } from "@/lib/serialize";

type Props = { searchParams: Promise<SearchParamsInput> };

/** The deals as a paged list beside the board (docs/decisions.md "Bulk edit"): searched, filtered, bulk edited. */
export default panelPage(async function DealsListPage({ searchParams }: Props) {
  const query = parseListQuery(listDealsQuerySchema, await searchParams);
  return (
    <DealsListScreen
      initialPage={asJson(await listDeals(query))}
      initialQuery={query}
      defaults={listDefaults(listDealsQuerySchema)}
    />
  );
});
