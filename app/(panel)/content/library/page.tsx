import { panelPage } from "@/components/auth/panel-access";
import { PageHeader } from "@/components/layout/page-header";
import { ScreenPending } from "@/components/layout/screen-pending";

export default panelPage(async function LibraryPage() {
  return (
    <>
      <PageHeader title="Library" subtitle="Manage user purchases" />
      <ScreenPending />
    </>
  );
});
