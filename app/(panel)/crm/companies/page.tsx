import { panelPage } from "@/components/auth/panel-access";
import { CompaniesScreen } from "@/components/companies/companies-screen";
import { listDefaults, parseListQuery, type SearchParamsInput } from "@/lib/api/parse-list-query";
import { listCompaniesQuerySchema } from "@/lib/companies/schema";
import { listCompanies } from "@/lib/companies/service";
import { asJson } from "@/lib/serialize";

type Props = { searchParams: Promise<SearchParamsInput> };

export default panelPage(async function CompaniesPage({ searchParams }: Props) {
  const query = parseListQuery(listCompaniesQuerySchema, await searchParams);
  return (
    <CompaniesScreen
      initialPage={asJson(await listCompanies(query))}
      initialQuery={query}
      defaults={listDefaults(listCompaniesQuerySchema)}
    />
  );
});
