import { panelPage } from "@/components/auth/panel-access";
import { AccountScreen } from "@/components/account/account-screen";
import { PageHeader } from "@/components/layout/page-header";
import { ACCOUNT_TEXT } from "@/lib/account/messages";
import { accountSummary } from "@/lib/account/service";

export default panelPage(async function AccountPage(_props: unknown, user) {
  return (
    <>
      <PageHeader title={ACCOUNT_TEXT.title} subtitle={ACCOUNT_TEXT.description} />
      <AccountScreen initialAccount={await accountSummary(user)} />
    </>
  );
});
