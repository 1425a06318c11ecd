import { panelPage } from "@/components/auth/panel-access";
import { ChannelsScreen } from "@/components/channels/channels-screen";
import type { SearchParamsInput } from "@/lib/api/parse-list-query";
import { listChannelsQuerySchema } from "@/lib/channels/schema";
import { listChannels } from "@/lib/channels/service";
import { asJson } from "@/lib/serialize";
import { openList } from "@/lib/views/open-list";
import { resourceTitle } from "@/lib/page-titles";

type Props = { searchParams: Promise<SearchParamsInput> };

export const metadata = resourceTitle("channels");

export default panelPage(async function ChannelsPage({ searchParams }: Props, viewer) {
  const opened = await openList(viewer, "channels", listChannelsQuerySchema, await searchParams);
  return <ChannelsScreen initialPage={asJson(await listChannels(opened.initialQuery))} {...opened} />;
}, "channels.read");
