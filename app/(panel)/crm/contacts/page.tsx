import { panelPage } from "@/components/auth/panel-access";
import { ContactsScreen } from "@/components/contacts/contacts-screen";
import type { SearchParamsInput } from "@/lib/api/parse-list-query";
import { listContactsQuerySchema } from "@/lib/contacts/schema";
import { listContacts } from "@/lib/contacts/service";
import { asJson } from "@/lib/serialize";
import { openList } from "@/lib/views/open-list";
import { resourceTitle } from "@/lib/page-titles";

type Props = { searchParams: Promise<SearchParamsInput> };

export const metadata = resourceTitle("crm_contacts");

export default panelPage(async function ContactsPage({ searchParams }: Props, viewer) {
  const opened = await openList(viewer, "contacts", listContactsQuerySchema, await searchParams);
  return <ContactsScreen initialPage={asJson(await listContacts(opened.initialQuery))} {...opened} />;
}, "contacts.read");
