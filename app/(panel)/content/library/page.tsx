import { panelPage } from "@/components/auth/panel-access";
import { LibraryScreen } from "@/components/library/library-screen";
import type { SearchParamsInput } from "@/lib/api/parse-list-query";
import { listPurchasesQuerySchema } from "@/lib/library/schema";
import { listPurchases, purchasesSeenBy } from "@/lib/library/service";
import { asJson } from "@/lib/serialize";
import { openList } from "@/lib/views/open-list";
import { resourceTitle } from "@/lib/page-titles";

type Props = { searchParams: Promise<SearchParamsInput> };

export const metadata = resourceTitle("content_library");

export default panelPage(async function LibraryPage({ searchParams }: Props, viewer) {
  const opened = await openList(viewer, "library", listPurchasesQuerySchema, await searchParams);
  return (
    <LibraryScreen
      initialPage={asJson(purchasesSeenBy(viewer, await listPurchases(viewer, opened.initialQuery)))}
      {...opened}
    />
  );
}, "library.read");
