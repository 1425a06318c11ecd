import { panelPage } from "@/components/auth/panel-access";
import { UserDetails, UserNotFound } from "@/components/users/user-details";
import { findUser } from "@/lib/users/service";
import { asJson } from "@/lib/serialize";

type Props = { params: Promise<{ id: string }> };

export default panelPage(async function UserDetailsPage({ params }: Props, viewer) {
  const user = await findUser(decodeURIComponent((await params).id));
  if (!user) return <UserNotFound />;
  return (
    <UserDetails
      key={user.id}
      initialUser={asJson(user)}
      viewerIsSuperadmin={viewer.isSuperadmin}
      viewerId={viewer.id}
    />
  );
});
