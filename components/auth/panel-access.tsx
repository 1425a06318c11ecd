// Who may see a panel screen, decided where the screen is rendered. The
// layout draws the gate on a full load; every page checks again, because a
// client navigation renders the page without its layout.
import type { ReactElement, ReactNode } from "react";
import { AccessDenied } from "@/components/auth/access-denied";
import { DatabaseUnavailable } from "@/components/auth/database-unavailable";
import { NoPermission } from "@/components/auth/no-permission";
import { SignInScreen } from "@/components/auth/sign-in-screen";
import { redirect } from "next/navigation";
import { databaseFailure, logDatabaseUnavailable } from "@/lib/api/database-unavailable";
import { currentSession } from "@/lib/auth/session/current-user";
import { pathForStage } from "@/lib/auth/sign-in/step-paths";
import { isPanelAdmin, type SessionUser } from "@/lib/auth/session/session";
import { hasPermission } from "@/lib/permissions/check";
import type { Permission } from "@/lib/permissions/catalogue";
import { userHandle } from "@/lib/users/display";

type PanelAccess = { user: SessionUser; screen?: never } | { user?: never; screen: ReactElement };

/** The signed-in admin, or the screen to show instead (sign-in or "Access denied"); a session owing a step is sent to it. */
export async function panelAccess(): Promise<PanelAccess> {
  let session: Awaited<ReturnType<typeof currentSession>>;
  try {
    session = await currentSession();
  } catch (error) {
    // The first read of every screen: an outage, or a server too busy to give it a connection, shows its own
    // screen rather than the crash page.
    const failure = databaseFailure(error);
    if (!failure) throw error;
    if (failure === "unavailable") logDatabaseUnavailable(error);
    return { screen: <DatabaseUnavailable busy={failure === "busy"} /> };
  }
  if (!session) return { screen: <SignInScreen /> };
  if (session.stage !== "complete") redirect(pathForStage(session.stage, "/"));
  const { user } = session;
  if (!isPanelAdmin(user)) return { screen: <AccessDenied label={user.email ?? userHandle(user)} /> };
  return { user };
}

/**
 * A panel page: rendered only for an admin holding `permission` (the screen's read), anyone else gets the gate's
 * screen and none of the page's data. An admin whose role lacks it sees the no-permission state inside the shell.
 */
export function panelPage<Props>(
  render: (props: Props, user: SessionUser) => Promise<ReactNode> | ReactNode,
  permission?: Permission,
) {
  return async function PanelPage(props: Props): Promise<ReactNode> {
    const access = await panelAccess();
    if (!access.user) return access.screen;
    if (permission && !hasPermission(access.user, permission)) return <NoPermission />;
    return render(props, access.user);
  };
}
