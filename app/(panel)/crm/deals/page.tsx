import { PageHeader } from "@/components/layout/page-header";
import { ScreenPending } from "@/components/layout/screen-pending";

export default function DealsPage() {
  return (
    <>
      <PageHeader title="Sales Pipeline" subtitle="Track deals through every stage of the pipeline" />
      <ScreenPending />
    </>
  );
}
