import { apiRoute } from "@/lib/api/route";
import { countOpenItems } from "@/lib/reports/service";

export const GET = apiRoute(
  {
    summary: "How many reported items are open (the sidebar's count), counted up to 1,000",
    permission: "reports.read",
  },
  async () => ({ open: await countOpenItems() }),
);
