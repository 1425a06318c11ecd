import { panelPage } from "@/components/auth/panel-access";
import { PageHeader } from "@/components/layout/page-header";
import { ScreenPending } from "@/components/layout/screen-pending";

export default panelPage(async function DealsPage() {
  return (
    <>
      <PageHeader title="Sales Pipeline" subtitle="Track deals through every stage of the pipeline" />
      <ScreenPending />
    </>
  );
});
