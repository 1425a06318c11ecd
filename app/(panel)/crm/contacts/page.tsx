import { panelPage } from "@/components/auth/panel-access";
import { ContactsScreen } from "@/components/contacts/contacts-screen";
import { listDefaults, parseListQuery, type SearchParamsInput } from "@/lib/api/parse-list-query";
import { listContactsQuerySchema } from "@/lib/contacts/schema";
import { listContacts } from "@/lib/contacts/service";
import { asJson } from "@/lib/serialize";

type Props = { searchParams: Promise<SearchParamsInput> };

export default panelPage(async function ContactsPage({ searchParams }: Props) {
  const query = parseListQuery(listContactsQuerySchema, await searchParams);
  return (
    <ContactsScreen
      initialPage={asJson(await listContacts(query))}
      initialQuery={query}
      defaults={listDefaults(listContactsQuerySchema)}
    />
  );
});
