import { panelPage } from "@/components/auth/panel-access";
import { DealsListScreen } from "@/components/deals/deals-list-screen";
import type { SearchParamsInput } from "@/lib/api/parse-list-query";
import { listDealsQuerySchema } from "@/lib/deals/schema";
import { listDeals } from "@/lib/deals/service";
import { asJson } from "@/lib/serialize";
import { openList } from "@/lib/views/open-list";
import { pageTitle } from "@/lib/page-titles";

type Props = { searchParams: Promise<SearchParamsInput> };

export const metadata = pageTitle("All Deals");

/** The deals as a paged list beside the board (docs/decisions/bulk-edit.md): searched, filtered, bulk edited. */
export default panelPage(async function DealsListPage({ searchParams }: Props, viewer) {
  const opened = await openList(viewer, "deals", listDealsQuerySchema, await searchParams);
  return <DealsListScreen initialPage={asJson(await listDeals(opened.initialQuery))} {...opened} />;
}, "deals.read");
