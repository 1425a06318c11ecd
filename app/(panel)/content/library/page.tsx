import { PageHeader } from "@/components/layout/page-header";
import { ScreenPending } from "@/components/layout/screen-pending";

export default function LibraryPage() {
  return (
    <>
      <PageHeader title="Library" subtitle="Manage user purchases" />
      <ScreenPending />
    </>
  );
}
