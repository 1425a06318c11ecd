import { panelPage } from "@/components/auth/panel-access";
import { AccountScreen } from "@/components/account/account-screen";
import { PageHeader } from "@/components/layout/page-header";
import { ACCOUNT_TEXT } from "@/lib/account/messages";
import { accountSummary } from "@/lib/account/service";
import { listOwnSessions } from "@/lib/account/sessions";
import { currentSession } from "@/lib/auth/session/current-user";
import { pageTitle } from "@/lib/page-titles";

export const metadata = pageTitle(ACCOUNT_TEXT.title);

export default panelPage(async function AccountPage(_props: unknown, user) {
  // panelPage let only a complete session through; the session itself names "this session" in the list.
  const session = (await currentSession())!;
  const [account, sessions] = await Promise.all([accountSummary(user), listOwnSessions(session)]);
  return (
    <>
      <PageHeader title={ACCOUNT_TEXT.title} subtitle={ACCOUNT_TEXT.description} />
      <AccountScreen initialAccount={account} initialSessions={sessions} />
    </>
  );
});
