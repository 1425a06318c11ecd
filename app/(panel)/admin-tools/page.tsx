import { PageHeader } from "@/components/layout/page-header";
import { ScreenPending } from "@/components/layout/screen-pending";

export default function AdminToolsPage() {
  return (
    <>
      <PageHeader title="Admin Tools" subtitle="Control feature visibility across both admin panel and chat application" />
      <ScreenPending />
    </>
  );
}
