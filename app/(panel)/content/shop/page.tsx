import { panelPage } from "@/components/auth/panel-access";
import { ShopScreen } from "@/components/shop/shop-screen";
import { listDefaults, parseListQuery, type SearchParamsInput } from "@/lib/api/parse-list-query";
import { asJson } from "@/lib/serialize";
import { listShopItemsQuerySchema } from "@/lib/shop/schema";
import { listShopItems } from "@/lib/shop/service";

type Props = { searchParams: Promise<SearchParamsInput> };

export default panelPage(async function ShopPage({ searchParams }: Props) {
  const query = parseListQuery(listShopItemsQuerySchema, await searchParams);
  return (
    <ShopScreen
      initialPage={asJson(await listShopItems(query))}
      initialQuery={query}
      defaults={listDefaults(listShopItemsQuerySchema)}
    />
  );
});
