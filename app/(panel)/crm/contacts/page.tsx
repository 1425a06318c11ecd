import { panelPage } from "@/components/auth/panel-access";
import { PageHeader } from "@/components/layout/page-header";
import { ScreenPending } from "@/components/layout/screen-pending";

export default panelPage(async function ContactsPage() {
  return (
    <>
      <PageHeader title="Contacts" subtitle="Manage your contacts and leads" />
      <ScreenPending />
    </>
  );
});
