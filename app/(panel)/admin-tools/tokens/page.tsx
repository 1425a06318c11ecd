import { panelPage } from "@/components/auth/panel-access";
import { TokensScreen } from "@/components/api-tokens/tokens-screen";
import { PermissionDeniedNotice } from "@/components/api-tokens/permission-denied-notice";
import { TOKEN_TEXT } from "@/lib/api-tokens/messages";
import { listTokens } from "@/lib/api-tokens/service";
import { pageTitle } from "@/lib/page-titles";
import { SUPERADMIN_ONLY } from "@/lib/permissions/catalogue";
import { hasPermission } from "@/lib/permissions/check";

export const metadata = pageTitle(TOKEN_TEXT.title);

export default panelPage(async function TokensPage(_: unknown, viewer) {
  if (!hasPermission(viewer, "tokens.manage")) return <PermissionDeniedNotice />;
  const grantable = viewer.permissions.filter((permission) => !SUPERADMIN_ONLY.has(permission));
  return <TokensScreen initial={await listTokens(viewer)} grantable={grantable} showCreator={viewer.isSuperadmin} />;
});
