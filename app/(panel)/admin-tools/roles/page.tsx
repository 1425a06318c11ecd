import { panelPage } from "@/components/auth/panel-access";
import { RolesScreen } from "@/components/roles/roles-screen";
import { pageTitle } from "@/lib/page-titles";
import { ROLES_TEXT } from "@/lib/roles/messages";
import { listRoles } from "@/lib/roles/service";
import { asJson } from "@/lib/serialize";

export const metadata = pageTitle(ROLES_TEXT.title);

export default panelPage(async function RolesPage() {
  return <RolesScreen initialRoles={asJson({ items: await listRoles() })} />;
}, "roles.manage");
