import { cache } from "react";
import type { Metadata } from "next";
import { panelAccess, panelPage } from "@/components/auth/panel-access";
import { SanctionsCard } from "@/components/sanctions/sanctions-card";
import { UserDetails, UserNotFound } from "@/components/users/user-details";
import { listUserSanctions, sanctionKindsActable } from "@/lib/sanctions/service";
import { pageTitle } from "@/lib/page-titles";
import { hasPermission } from "@/lib/permissions/check";
import { findUser } from "@/lib/users/service";
import { withVisibleEmail } from "@/lib/users/email-mask";
import { userDisplayName } from "@/lib/users/display";
import { USERS_TEXT } from "@/lib/users/screen-text";
import { asJson } from "@/lib/serialize";

type Props = { params: Promise<{ id: string }> };

// The title and the page read the same user: one query per request.
const findUserOnce = cache(findUser);
const userOf = async (params: Props["params"]) => findUserOnce(decodeURIComponent((await params).id));

/** The tab names the user; only for an admin who may read users, since a title is as readable as the page (the gate's screen keeps the generic one). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { user: viewer } = await panelAccess();
  if (!viewer || !hasPermission(viewer, "users.read")) return pageTitle(USERS_TEXT.detailsTitle);
  const user = await userOf(params);
  return pageTitle(user ? userDisplayName(withVisibleEmail(viewer, user)) : USERS_TEXT.notFoundTitle);
}

export default panelPage(async function UserDetailsPage({ params }: Props, viewer) {
  const user = await userOf(params);
  if (!user) return <UserNotFound />;
  const shown = withVisibleEmail(viewer, user);
  const record = hasPermission(viewer, "sanctions.read") ? await listUserSanctions(user.id) : null;
  // Decided here, by the service's rule, so the card draws only the buttons the server would let through.
  const actable = record ? await sanctionKindsActable(viewer, user) : [];
  return (
    <UserDetails
      key={user.id}
      initialUser={asJson(shown)}
      viewerIsSuperadmin={viewer.isSuperadmin}
      viewerId={viewer.id}
      sanctions={
        record ? (
          <SanctionsCard
            user={{ id: user.id, name: userDisplayName(shown) }}
            sanctions={asJson(record.sanctions)}
            actable={actable}
          />
        ) : null
      }
    />
  );
}, "users.read");
