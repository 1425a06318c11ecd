import { panelPage } from "@/components/auth/panel-access";
import { UsersScreen } from "@/components/users/users-screen";
import { listUsers } from "@/lib/users/list-users";
import { listUsersQuerySchema } from "@/lib/users/schema";
import { asJson } from "@/lib/serialize";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default panelPage(async function UsersPage({ searchParams }: Props, viewer) {
  const params = Object.entries(await searchParams).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  const parsed = listUsersQuerySchema.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : listUsersQuerySchema.parse({});
  const page = await listUsers(query);
  return (
    <UsersScreen
      initialPage={asJson(page)}
      initialQuery={{ search: query.search, role: query.role, status: query.status, after: query.after, before: query.before }}
      viewerIsSuperadmin={viewer.isSuperadmin}
    />
  );
});
