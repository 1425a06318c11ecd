// POST /api/cron/purge: the hourly purges for the serverless mode, where no process
// lives long enough to keep the job queue's worker and its crontab, which run the
// same code as the "trash.purge" and "webhooks.purge" tasks: the trash's expired
// entries (lib/trash/purge.ts), then the webhooks' delivery history past its 30 days
// (lib/webhooks/deliver.ts). Authorised by `Authorization: Bearer $CRON_SECRET`;
// without CRON_SECRET the route does not exist. GET does the same, as Vercel Cron
// calls with GET. It answers the trash purge's counts.
import { cronRoute } from "@/lib/http/cron-route";
import { purgeExpired } from "@/lib/trash/purge";
import { purgeWebhookHistory } from "@/lib/webhooks/deliver";

export const POST = cronRoute(async () => {
  const trash = await purgeExpired();
  await purgeWebhookHistory();
  return trash;
});

export const GET = POST;
