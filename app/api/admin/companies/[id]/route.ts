import { apiRoute } from "@/lib/api/route";
import { companyFormSchema, companyIdParamsSchema } from "@/lib/companies/schema";
import { deleteCompany, updateCompany } from "@/lib/companies/service";

const params = companyIdParamsSchema;

export const PATCH = apiRoute({ params, body: companyFormSchema }, ({ user, params, body }) =>
  updateCompany(user, params.id, body),
);

export const DELETE = apiRoute({ params, stepUp: true }, ({ user, params }) => deleteCompany(user, params.id));
