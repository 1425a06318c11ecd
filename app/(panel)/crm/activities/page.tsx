import { panelPage } from "@/components/auth/panel-access";
import { PageHeader } from "@/components/layout/page-header";
import { ScreenPending } from "@/components/layout/screen-pending";

export default panelPage(async function ActivitiesPage() {
  return (
    <>
      <PageHeader title="Activities" subtitle="Tasks, notes, calls, emails and meetings" />
      <ScreenPending />
    </>
  );
});
