import { panelPage } from "@/components/auth/panel-access";
import { ModerationMessagesScreen } from "@/components/moderation-messages/moderation-messages-screen";
import type { SearchParamsInput } from "@/lib/api/parse-list-query";
import { listMessagesQuerySchema } from "@/lib/moderation-messages/schema";
import { listModerationMessages } from "@/lib/moderation-messages/service";
import { resourceTitle } from "@/lib/page-titles";
import { asJson } from "@/lib/serialize";
import { openList } from "@/lib/views/open-list";

type Props = { searchParams: Promise<SearchParamsInput> };

export const metadata = resourceTitle("moderation_messages");

export default panelPage(async function ModerationMessagesPage({ searchParams }: Props, viewer) {
  const opened = await openList(viewer, "messages", listMessagesQuerySchema, await searchParams);
  return (
    <ModerationMessagesScreen
      initialPage={asJson(await listModerationMessages(viewer, opened.initialQuery))}
      {...opened}
    />
  );
}, "messages.read");
