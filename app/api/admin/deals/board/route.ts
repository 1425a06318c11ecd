import { apiRoute } from "@/lib/api/route";
import { loadBoard } from "@/lib/deals/service";

export const GET = apiRoute({}, () => loadBoard());
