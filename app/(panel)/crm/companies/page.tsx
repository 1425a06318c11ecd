import { panelPage } from "@/components/auth/panel-access";
import { PageHeader } from "@/components/layout/page-header";
import { ScreenPending } from "@/components/layout/screen-pending";

export default panelPage(async function CompaniesPage() {
  return (
    <>
      <PageHeader title="Companies" subtitle="Manage your client companies and organizations" />
      <ScreenPending />
    </>
  );
});
