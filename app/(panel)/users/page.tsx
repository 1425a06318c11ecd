import { PageHeader } from "@/components/layout/page-header";
import { ScreenPending } from "@/components/layout/screen-pending";

export default function UsersPage() {
  return (
    <>
      <PageHeader title="Users" subtitle="Manage all users, roles, and access permissions" />
      <ScreenPending />
    </>
  );
}
