import { panelPage } from "@/components/auth/panel-access";
import { TokensScreen } from "@/components/api-tokens/tokens-screen";
import { TOKEN_TEXT } from "@/lib/api-tokens/messages";
import { listTokens } from "@/lib/api-tokens/service";
import { pageTitle } from "@/lib/page-titles";
import { isGrantable } from "@/lib/permissions/catalogue";
import { asJson } from "@/lib/serialize";

export const metadata = pageTitle(TOKEN_TEXT.title);

export default panelPage(async function TokensPage(_: unknown, viewer) {
  const grantable = viewer.permissions.filter(isGrantable);
  return (
    <TokensScreen initial={asJson(await listTokens(viewer))} grantable={grantable} showCreator={viewer.isSuperadmin} />
  );
}, "tokens.manage");
