// POST /api/cron/purge: the trash's purge (lib/trash/purge.ts) for the serverless
// mode, where no process lives long enough to keep the job queue's worker, which
// runs the same code hourly (the "trash.purge" task). Authorised by
// `Authorization: Bearer $CRON_SECRET`; without CRON_SECRET the route does not
// exist. GET does the same, as Vercel Cron calls with GET.
import { cronRoute } from "@/lib/http/cron-route";
import { purgeExpired } from "@/lib/trash/purge";

export const POST = cronRoute(() => purgeExpired());

export const GET = POST;
