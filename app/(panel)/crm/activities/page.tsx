import { panelPage } from "@/components/auth/panel-access";
import { ActivitiesScreen } from "@/components/activities/activities-screen";
import { listActivitiesQuerySchema } from "@/lib/activities/schema";
import { countActivities, listActivities } from "@/lib/activities/service";
import type { SearchParamsInput } from "@/lib/api/parse-list-query";
import { asJson } from "@/lib/serialize";
import { openList } from "@/lib/views/open-list";
import { resourceTitle } from "@/lib/page-titles";

type Props = { searchParams: Promise<SearchParamsInput> };

export const metadata = resourceTitle("crm_activities");

export default panelPage(async function ActivitiesPage({ searchParams }: Props, viewer) {
  const opened = await openList(viewer, "activities", listActivitiesQuerySchema, await searchParams);
  const query = opened.initialQuery;
  const [page, counts] = await Promise.all([listActivities(query), countActivities(query.type)]);
  return <ActivitiesScreen initialPage={asJson(page)} {...opened} initialCounts={counts} />;
}, "activities.read");
