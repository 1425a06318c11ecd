import { panelPage } from "@/components/auth/panel-access";
import { TrashScreen } from "@/components/trash/trash-screen";
import type { SearchParamsInput } from "@/lib/api/parse-list-query";
import { asJson } from "@/lib/serialize";
import { openList } from "@/lib/views/open-list";
import { listTrashQuerySchema } from "@/lib/trash/schema";
import { listTrash } from "@/lib/trash/service";
import { pageTitle } from "@/lib/page-titles";
import { TRASH_TEXT } from "@/lib/trash/messages";

type Props = { searchParams: Promise<SearchParamsInput> };

export const metadata = pageTitle(TRASH_TEXT.title);

export default panelPage(async function TrashPage({ searchParams }: Props, viewer) {
  const opened = await openList(viewer, "trash", listTrashQuerySchema, await searchParams);
  return <TrashScreen initialPage={asJson(await listTrash(viewer, opened.initialQuery))} {...opened} />;
}, "trash.read");
