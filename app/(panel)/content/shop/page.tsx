import { panelPage } from "@/components/auth/panel-access";
import { PageHeader } from "@/components/layout/page-header";
import { ScreenPending } from "@/components/layout/screen-pending";

export default panelPage(async function ShopPage() {
  return (
    <>
      <PageHeader title="Shop" subtitle="Manage shop items and their bonus files" />
      <ScreenPending />
    </>
  );
});
