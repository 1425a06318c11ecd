import { apiRoute } from "@/lib/api/route";
import { openApiDocument } from "@/lib/openapi/document";

let built: ReturnType<typeof openApiDocument> | undefined;

// The route table imports every route module, this one included: it is loaded when first asked for, not with this module.
const document = async () => (built ??= openApiDocument((await import("@/app/api/route-access")).ROUTE_ACCESS));

export const GET = apiRoute({ summary: "This OpenAPI description" }, document);
