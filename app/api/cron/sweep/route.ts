// POST /api/cron/sweep: the storage sweep (lib/bonus-files/sweep.ts) for the
// serverless mode, where no process lives long enough to run it hourly.
// Authorised by `Authorization: Bearer $CRON_SECRET`; without CRON_SECRET the
// route does not exist. GET does the same, as Vercel Cron calls with GET.
import { errorResponse, notFound, unauthorized } from "@/lib/api/errors";
import { sweepBonusObjects } from "@/lib/bonus-files/sweep";
import { cronSecret, hasBearerSecret } from "@/lib/http/bearer-secret";

export async function POST(req: Request) {
  try {
    const secret = cronSecret();
    if (!secret) throw notFound();
    if (!hasBearerSecret(req, secret)) throw unauthorized();
    return Response.json(await sweepBonusObjects(), { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return errorResponse(error);
  }
}

export const GET = POST;
