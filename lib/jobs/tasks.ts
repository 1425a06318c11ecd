// The one registry of background tasks: a name → its handler, run by the job worker (worker.ts) with the
// job's payload. A task that throws is attempted again, later each time (graphile's backoff), up to the
// job's attempts. A new task is a line here (docs/decisions/job-queue.md, "Adding a task").
import "server-only";
import type { Task } from "graphile-worker";
import { sweepBonusObjects } from "@/lib/bonus-files/sweep";
import { logger } from "@/lib/log/logger";
import { expireSanctions } from "@/lib/sanctions/expiry";
import { purgeExpired } from "@/lib/trash/purge";
import { purgeWebhookHistory } from "@/lib/webhooks/deliver";
import { fanOutEvents } from "@/lib/webhooks/fan-out";
import { recoverDeliveries, sweepDueDeliveries } from "@/lib/webhooks/sweep";

export const TASKS = {
  /** The trash past its retention (lib/trash/purge.ts): hourly (recurring.ts). */
  "trash.purge": async () => {
    const result = await purgeExpired();
    if (result.purged > 0) logger.info(result, "Purged the trash");
  },
  /** Bytes no bonus file refers to once their upload URLs have expired (lib/bonus-files/sweep.ts): hourly. */
  "bonus_files.sweep": async () => {
    logger.info(await sweepBonusObjects(), "Swept bonus files' storage");
  },
  /** The outbox's waiting events: a delivery for each endpoint that wants one, first attempts sent at once. */
  "webhooks.fan_out": async () => {
    await fanOutEvents();
  },
  /** An endpoint's due deliveries (retries, manual retries, test events, ended leases), attempted a batch at a time. */
  "webhooks.sweep": async (payload) => {
    await sweepDueDeliveries((payload as { endpointId: string }).endpointId);
  },
  /** What a killed process left without a job (waiting events, deliveries long due): every minute. */
  "webhooks.recover": () => recoverDeliveries(),
  /** Mutes and suspensions past their end lifted by the system: queued at each one's end, and every minute (recurring.ts). */
  "sanctions.expire": async () => {
    const { lifted } = await expireSanctions();
    if (lifted > 0) logger.info({ lifted }, "Ended sanctions past their time");
  },
  /** Webhook deliveries and events past the 30 days kept: hourly. */
  "webhooks.purge": () => purgeWebhookHistory(),
} satisfies Record<string, Task>;

export type TaskName = keyof typeof TASKS;
