// POST /api/cron/purge: the trash's purge (lib/trash/purge.ts) for the serverless
// mode, where no process lives long enough to run it hourly. Authorised by
// `Authorization: Bearer $CRON_SECRET`; without CRON_SECRET the route does not
// exist. GET does the same, as Vercel Cron calls with GET.
import { cronRoute } from "@/lib/http/cron-route";
import { purgeExpired } from "@/lib/trash/purge";

export const POST = cronRoute(() => purgeExpired());

export const GET = POST;
