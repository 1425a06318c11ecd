import { apiRoute } from "@/lib/api/route";
import { openApiDocument } from "@/lib/openapi/document";

// GET /api/openapi.json: the API's OpenAPI 3.1 description, for admins.
export const GET = apiRoute({ summary: "This OpenAPI description" }, async () => openApiDocument());
