import { panelPage } from "@/components/auth/panel-access";
import { ShopScreen } from "@/components/shop/shop-screen";
import type { SearchParamsInput } from "@/lib/api/parse-list-query";
import { asJson } from "@/lib/serialize";
import { openList } from "@/lib/views/open-list";
import { listShopItemsQuerySchema } from "@/lib/shop/schema";
import { listShopItems } from "@/lib/shop/service";
import { resourceTitle } from "@/lib/page-titles";

type Props = { searchParams: Promise<SearchParamsInput> };

export const metadata = resourceTitle("content_shop");

export default panelPage(async function ShopPage({ searchParams }: Props, viewer) {
  const opened = await openList(viewer, "shop", listShopItemsQuerySchema, await searchParams);
  return <ShopScreen initialPage={asJson(await listShopItems(opened.initialQuery))} {...opened} />;
}, "shop.read");
