import { apiRoute } from "@/lib/api/route";
import { fileReport } from "@/lib/reports/file-report";
import { fileReportSchema } from "@/lib/reports/schema";

export const POST = apiRoute(
  {
    summary:
      "File a member's report of a message or a member (the chat app, with a token). Idempotent per reporter and target: the same report again answers 200 with the first one; at most 30 reports a reporter an hour (429 with Retry-After)",
    access: "token",
    permission: "reports.create",
    body: fileReportSchema,
    audit: ["report_item.report"],
    success: ["created", "json"],
    errors: [429],
  },
  async ({ user, body }) => {
    const filed = await fileReport(user, body);
    return Response.json(filed, { status: filed.created ? 201 : 200 });
  },
);
