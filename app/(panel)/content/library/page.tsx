import { panelPage } from "@/components/auth/panel-access";
import { LibraryScreen } from "@/components/library/library-screen";
import { listDefaults, parseListQuery, type SearchParamsInput } from "@/lib/api/parse-list-query";
import { listPurchasesQuerySchema } from "@/lib/library/schema";
import { listPurchases } from "@/lib/library/service";
import { asJson } from "@/lib/serialize";

type Props = { searchParams: Promise<SearchParamsInput> };

export default panelPage(async function LibraryPage({ searchParams }: Props) {
  const query = parseListQuery(listPurchasesQuerySchema, await searchParams);
  return (
    <LibraryScreen
      initialPage={asJson(await listPurchases(query))}
      initialQuery={query}
      defaults={listDefaults(listPurchasesQuerySchema)}
    />
  );
});
