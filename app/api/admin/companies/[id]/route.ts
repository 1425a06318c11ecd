import { apiRoute } from "@/lib/api/route";
import { companyIdParamsSchema, companyPatchSchema } from "@/lib/companies/schema";
import { deleteCompany, updateCompany } from "@/lib/companies/service";

const params = companyIdParamsSchema;

export const PATCH = apiRoute(
  {
    summary: "Update a company",
    permission: "companies.update",
    errors: [404, 412],
    audit: ["company.update"],
    params,
    body: companyPatchSchema,
  },
  ({ user, params, body, ifMatch }) => updateCompany(user, { id: params.id, ifMatch }, body),
);

export const DELETE = apiRoute(
  {
    summary: "Delete a company, unlinking its contacts and deals",
    permission: "companies.update",
    errors: [404, 412],
    audit: ["company.delete"],
    params,
    stepUp: true,
  },
  ({ user, params, ifMatch }) => deleteCompany(user, { id: params.id, ifMatch }),
);
