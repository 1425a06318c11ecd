import { apiRoute } from "@/lib/api/route";
import { pagedResponse } from "@/lib/api/pagination";
import { companyFormSchema, listCompaniesQuerySchema } from "@/lib/companies/schema";
import { createCompany, listCompanies } from "@/lib/companies/service";

export const GET = apiRoute(
  { summary: "List companies", permission: "companies.read", success: "page", query: listCompaniesQuerySchema },
  async ({ req, query }) => pagedResponse(req, await listCompanies(query)),
);

export const POST = apiRoute(
  {
    summary: "Create a company",
    permission: "companies.update",
    success: "created",
    audit: ["company.create"],
    body: companyFormSchema,
  },
  async ({ user, body }) => Response.json(await createCompany(user, body), { status: 201 }),
);
