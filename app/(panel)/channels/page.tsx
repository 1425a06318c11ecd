import { panelPage } from "@/components/auth/panel-access";
import { ChannelsScreen } from "@/components/channels/channels-screen";
import { listDefaults, parseListQuery, type SearchParamsInput } from "@/lib/api/parse-list-query";
import { listChannelsQuerySchema } from "@/lib/channels/schema";
import { listChannels } from "@/lib/channels/service";
import { asJson } from "@/lib/serialize";

type Props = { searchParams: Promise<SearchParamsInput> };

export default panelPage(async function ChannelsPage({ searchParams }: Props) {
  const query = parseListQuery(listChannelsQuerySchema, await searchParams);
  return (
    <ChannelsScreen
      initialPage={asJson(await listChannels(query))}
      initialQuery={query}
      defaults={listDefaults(listChannelsQuerySchema)}
    />
  );
});
