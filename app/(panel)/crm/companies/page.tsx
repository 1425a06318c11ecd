import { panelPage } from "@/components/auth/panel-access";
import { CompaniesScreen } from "@/components/companies/companies-screen";
import type { SearchParamsInput } from "@/lib/api/parse-list-query";
import { listCompaniesQuerySchema } from "@/lib/companies/schema";
import { listCompanies } from "@/lib/companies/service";
import { asJson } from "@/lib/serialize";
import { openList } from "@/lib/views/open-list";
import { resourceTitle } from "@/lib/page-titles";

type Props = { searchParams: Promise<SearchParamsInput> };

export const metadata = resourceTitle("crm_companies");

export default panelPage(async function CompaniesPage({ searchParams }: Props, viewer) {
  const opened = await openList(viewer, "companies", listCompaniesQuerySchema, await searchParams);
  return <CompaniesScreen initialPage={asJson(await listCompanies(opened.initialQuery))} {...opened} />;
}, "companies.read");
