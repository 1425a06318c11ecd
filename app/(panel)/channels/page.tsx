import { panelPage } from "@/components/auth/panel-access";
import { ChannelsScreen } from "@/components/channels/channels-screen";
import { listChannelsQuerySchema } from "@/lib/channels/schema";
import { listChannels } from "@/lib/channels/service";
import { asJson } from "@/lib/serialize";

type Props = { searchParams: Promise<{ after?: string; before?: string }> };

export default panelPage(async function ChannelsPage({ searchParams }: Props) {
  const { after, before } = await searchParams;
  const parsed = listChannelsQuerySchema.safeParse({ after, before });
  const query = parsed.success ? parsed.data : listChannelsQuerySchema.parse({});
  const page = await listChannels(query);
  return (
    <ChannelsScreen
      initialPage={asJson(page)}
      initialCursor={{ after: query.after, before: query.before }}
    />
  );
});
