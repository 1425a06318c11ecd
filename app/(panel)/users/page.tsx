import { panelPage } from "@/components/auth/panel-access";
import { UsersScreen } from "@/components/users/users-screen";
import { listDefaults, parseListQuery, type SearchParamsInput } from "@/lib/api/parse-list-query";
import { listUsers } from "@/lib/users/service";
import { listUsersQuerySchema } from "@/lib/users/schema";
import { asJson } from "@/lib/serialize";

type Props = { searchParams: Promise<SearchParamsInput> };

export default panelPage(async function UsersPage({ searchParams }: Props, viewer) {
  const query = parseListQuery(listUsersQuerySchema, await searchParams);
  return (
    <UsersScreen
      initialPage={asJson(await listUsers(query))}
      initialQuery={query}
      defaults={listDefaults(listUsersQuerySchema)}
      viewerIsSuperadmin={viewer.isSuperadmin}
    />
  );
});
