import { panelPage } from "@/components/auth/panel-access";
import { ActivitiesScreen } from "@/components/activities/activities-screen";
import { listActivitiesQuerySchema } from "@/lib/activities/schema";
import { countActivities, listActivities } from "@/lib/activities/service";
import { listDefaults, parseListQuery } from "@/lib/api/parse-list-query";
import { asJson } from "@/lib/serialize";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default panelPage(async function ActivitiesPage({ searchParams }: Props) {
  const query = parseListQuery(listActivitiesQuerySchema, await searchParams);
  const [page, counts] = await Promise.all([listActivities(query), countActivities(query.type)]);
  return (
    <ActivitiesScreen
      initialPage={asJson(page)}
      initialQuery={query}
      defaults={listDefaults(listActivitiesQuerySchema)}
      initialCounts={counts}
    />
  );
});
