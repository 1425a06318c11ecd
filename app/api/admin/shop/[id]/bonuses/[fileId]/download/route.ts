import { apiRoute } from "@/lib/api/route";
import { bonusFileParamsSchema } from "@/lib/bonus-files/schema";
import { bonusDownloadUrl } from "@/lib/bonus-files/service";

// A link the browser follows: a redirect to the short-lived URL (relative for the local store, so any host the panel answers on works).
export const GET = apiRoute(
  {
    summary: "Download a bonus file (a redirect to a short-lived URL)",
    permission: "shop.read",
    success: "redirect",
    errors: [404, 409],
    params: bonusFileParamsSchema,
  },
  async ({ params }) => {
    const url = await bonusDownloadUrl(params.id, params.fileId);
    return new Response(null, { status: 303, headers: { Location: url, "Cache-Control": "no-store" } });
  },
);
