import { notFound } from "next/navigation";
import { panelPage } from "@/components/auth/panel-access";
import { RolesScreen } from "@/components/roles/roles-screen";
import { pageTitle } from "@/lib/page-titles";
import { hasPermission } from "@/lib/permissions/check";
import { ROLES_TEXT } from "@/lib/roles/messages";
import { listRoles } from "@/lib/roles/service";
import { asJson } from "@/lib/serialize";

export const metadata = pageTitle(ROLES_TEXT.title);

export default panelPage(async function RolesPage(_props: unknown, viewer) {
  // Only a superadmin holds roles.manage: anyone else is not shown that the screen exists.
  if (!hasPermission(viewer, "roles.manage")) notFound();
  return <RolesScreen initialRoles={asJson({ items: await listRoles() })} />;
});
