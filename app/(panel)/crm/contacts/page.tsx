import { PageHeader } from "@/components/layout/page-header";
import { ScreenPending } from "@/components/layout/screen-pending";

export default function ContactsPage() {
  return (
    <>
      <PageHeader title="Contacts" subtitle="Manage your contacts and leads" />
      <ScreenPending />
    </>
  );
}
