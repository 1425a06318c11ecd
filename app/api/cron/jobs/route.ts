// POST /api/cron/jobs: the job queue's due jobs (webhook deliveries and their retries) for the serverless
// mode, where no process lives long enough to keep a worker (lib/jobs/worker.ts runDueJobs). A scheduler
// calls it every minute with `Authorization: Bearer $CRON_SECRET`; without CRON_SECRET the route does not
// exist. GET does the same, as Vercel Cron calls with GET.
import { cronRoute } from "@/lib/http/cron-route";
import { runDueJobs } from "@/lib/jobs/worker";
import { expireSanctions } from "@/lib/sanctions/expiry";
import { recoverDeliveries } from "@/lib/webhooks/sweep";

// The minute's recurring work first (no crontab runs here: the webhooks' recovery, the sanctions past their end), then
// whatever is due, the jobs it queued among them.
export const POST = cronRoute(async () => {
  await recoverDeliveries();
  await expireSanctions();
  return runDueJobs();
});

export const GET = POST;
