import { panelPage } from "@/components/auth/panel-access";
import { PageHeader } from "@/components/layout/page-header";
import { ScreenPending } from "@/components/layout/screen-pending";

export default panelPage(async function RoadmapPage() {
  return (
    <>
      <PageHeader title="Roadmap" subtitle="Manage the public product roadmap" />
      <ScreenPending />
    </>
  );
});
