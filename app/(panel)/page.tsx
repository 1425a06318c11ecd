import { PageHeader } from "@/components/layout/page-header";
import { ScreenPending } from "@/components/layout/screen-pending";

export default function DashboardPage() {
  return (
    <>
      <PageHeader title="Dashboard" subtitle="Overview of user management and system statistics" />
      <ScreenPending />
    </>
  );
}
