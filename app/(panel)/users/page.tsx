import { panelPage } from "@/components/auth/panel-access";
import { UsersScreen } from "@/components/users/users-screen";
import type { SearchParamsInput } from "@/lib/api/parse-list-query";
import { listUsers } from "@/lib/users/service";
import { listUsersQuerySchema } from "@/lib/users/schema";
import { asJson } from "@/lib/serialize";
import { openList } from "@/lib/views/open-list";
import { resourceTitle } from "@/lib/page-titles";

type Props = { searchParams: Promise<SearchParamsInput> };

export const metadata = resourceTitle("users");

export default panelPage(async function UsersPage({ searchParams }: Props, viewer) {
  const opened = await openList(viewer, "users", listUsersQuerySchema, await searchParams);
  return (
    <UsersScreen
      initialPage={asJson(await listUsers(viewer, opened.initialQuery))}
      {...opened}
      viewerIsSuperadmin={viewer.isSuperadmin}
      viewerId={viewer.id}
    />
  );
}, "users.read");
