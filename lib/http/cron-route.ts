// A scheduler's route (POST /api/cron/…): a bearer secret (CRON_SECRET) is the
// permission; without it set, the route does not exist.
import { errorResponse, notFound, unauthorized } from "@/lib/api/errors";
import { cronSecret, hasBearerSecret } from "@/lib/http/bearer-secret";

export function cronRoute(job: () => Promise<object>): (req: Request) => Promise<Response> {
  return async (req) => {
    try {
      const secret = cronSecret();
      if (!secret) throw notFound();
      if (!hasBearerSecret(req, secret)) throw unauthorized();
      return Response.json(await job(), { headers: { "Cache-Control": "no-store" } });
    } catch (error) {
      return errorResponse(error);
    }
  };
}
