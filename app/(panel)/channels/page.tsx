import { PageHeader } from "@/components/layout/page-header";
import { ScreenPending } from "@/components/layout/screen-pending";

export default function ChannelsPage() {
  return (
    <>
      <PageHeader title="Channels" subtitle="View and manage all communication channels" />
      <ScreenPending />
    </>
  );
}
