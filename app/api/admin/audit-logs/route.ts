import { apiRoute } from "@/lib/api/route";
import { pagedResponse } from "@/lib/api/pagination";
import { listAuditEntries } from "@/lib/audit/list-audit";
import { listAuditQuerySchema } from "@/lib/audit/schema";

export const GET = apiRoute(
  { summary: "List audit log entries", permission: "audit.read", success: "page", query: listAuditQuerySchema },
  async ({ req, user, query }) => pagedResponse(req, await listAuditEntries(user, query)),
);
