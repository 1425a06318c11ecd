// POST /api/cron/sweep: the storage sweep (lib/bonus-files/sweep.ts) for the
// serverless mode, where no process lives long enough to keep the job queue's
// worker, which runs the same code hourly (the "bonus_files.sweep" task).
// Authorised by `Authorization: Bearer $CRON_SECRET`; without CRON_SECRET the
// route does not exist. GET does the same, as Vercel Cron calls with GET.
import { sweepBonusObjects } from "@/lib/bonus-files/sweep";
import { cronRoute } from "@/lib/http/cron-route";

export const POST = cronRoute(() => sweepBonusObjects());

export const GET = POST;
