import { PageHeader } from "@/components/layout/page-header";
import { ScreenPending } from "@/components/layout/screen-pending";

export default function UserDetailsPage() {
  return (
    <>
      <PageHeader title="User Details" subtitle="Manage user information and permissions" />
      <ScreenPending />
    </>
  );
}
