import { apiRoute } from "@/lib/api/route";
import { loadBoard } from "@/lib/deals/service";

export const GET = apiRoute(
  { summary: "The deal board: each stage's first deals, count and total value", permission: "deals.read" },
  () => loadBoard(),
);
