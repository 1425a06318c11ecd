// npm run bench -- webhooks [--quick]: webhook delivery under load and faults, through the production server
// (`npm start`'s server.ts with two cluster workers; `npm run build` first) on a seeded database of its own. Two
// receivers on 127.0.0.1: one answers 200 at once, the other fails every event's first call (half its calls) and
// accepts the retry. Both subscribe to `feature_toggle.updated`; the bench makes 100 feature-toggle changes a second
// through the admin API (each an audited change that writes its event in the same transaction) for 60 s, and kills
// one cluster worker with SIGKILL halfway. Then it waits for the queue to drain and reports, from the outbox's own
// rows: the p50/p99 from commit (the event's created_at) to arrival at the first receiver (target p99 ≤ 2 s), events
// missing (target 0) or delivered twice, and whether every event reached the failing receiver within its first
// retry's delay (the schedule's first step, 5 s, plus the same 2 s allowance). Duplicates are reported, not judged:
// delivery is at least once, and a worker killed between a receiver's answer and its record sends that event again. `--quick`: 6 s of load, for a smoke check.
import fs from "node:fs";
import pg from "pg";
import { SEED_ACCOUNTS } from "../prisma/seed/accounts";
import { startWebhookReceiver, type WebhookReceiver } from "../e2e/helpers/webhook-receiver";
import { signIn, startPanelServer, type PanelServer } from "./panel-server";
import { summarise } from "./stats";
import { BENCH_PASSWORD, seededBenchDatabase } from "./users-database";

const QUICK = process.argv.includes("--quick");
const RATE_PER_SECOND = Number(process.env.BENCH_WEBHOOKS_RATE ?? 100);
const LOAD_SECONDS = Number(process.env.BENCH_WEBHOOKS_SECONDS ?? (QUICK ? 6 : 60));
// Long enough for a retry after the worker's restart: the first retry waits 5 s, a job a dead worker held is free again
// when the queue notices its worker is gone.
const DRAIN_SECONDS = Number(process.env.BENCH_WEBHOOKS_DRAIN_SECONDS ?? 180);
const P99_TARGET_MS = 2_000;
const FIRST_RETRY_MS = 5_000;
const EVENT_TYPE = "feature_toggle.updated";
// Toggled in turn, so consecutive changes of one toggle are 100 ms apart and never race each other.
const TOGGLED_FEATURES = ["users", "channels", "crm_contacts", "crm_companies", "crm_deals", "crm_activities"];
const MAX_IN_FLIGHT = 200;

type Producer = { sent: number; failed: number; statuses: Map<number | string, number> };

async function adminRequest(url: string, cookie: string, method: string, path: string, body?: unknown) {
  return fetch(`${url}${path}`, {
    method,
    headers: { cookie, Origin: url, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
}

/** An endpoint for the receiver, subscribed to the benchmark's event; its secret goes to the receiver. */
async function subscribe(url: string, cookie: string, receiver: WebhookReceiver, description: string) {
  const response = await adminRequest(url, cookie, "POST", "/api/admin/webhooks", {
    url: receiver.url,
    description,
    events: [EVENT_TYPE],
  });
  if (response.status !== 201 && response.status !== 200)
    throw new Error(`Creating the ${description} endpoint answered ${response.status}: ${await response.text()}`);
  const { secret } = (await response.json()) as { secret: string };
  receiver.setSecret(secret);
}

// A change's whole exchange, answer read, within this: a fetch whose connection died with the killed worker was once
// seen never to settle (its abort signal notwithstanding), which held the bench for ever after the load.
const ANSWER_DEADLINE_MS = 15_000;

/** One change's status; "no answer" when its connection died with the worker the bench killed. */
async function toggle(url: string, cookie: string, feature: string, isEnabled: boolean): Promise<number | string> {
  const exchange = (async () => {
    const response = await adminRequest(url, cookie, "PATCH", `/api/admin/feature-toggles/${feature}`, { isEnabled });
    await response.arrayBuffer();
    return response.status;
  })();
  let deadline: NodeJS.Timeout | undefined;
  const givenUp = new Promise<string>((resolve) => (deadline = setTimeout(resolve, ANSWER_DEADLINE_MS, "no answer")));
  try {
    return await Promise.race([exchange, givenUp]);
  } catch {
    return "no answer";
  } finally {
    clearTimeout(deadline);
  }
}

/** RATE_PER_SECOND feature-toggle changes a second for LOAD_SECONDS, on schedule whatever the answers take. */
async function produce(url: string, cookie: string, onHalfway: () => void): Promise<Producer> {
  const producer: Producer = { sent: 0, failed: 0, statuses: new Map() };
  const count = (key: number | string) => producer.statuses.set(key, (producer.statuses.get(key) ?? 0) + 1);
  const total = RATE_PER_SECOND * LOAD_SECONDS;
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  for (let index = 0; index < total; index++) {
    const due = started + (index * 1000) / RATE_PER_SECOND;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (index === Math.floor(total / 2)) onHalfway();
    while (inFlight.size >= MAX_IN_FLIGHT) await Promise.race(inFlight);
    const feature = TOGGLED_FEATURES[index % TOGGLED_FEATURES.length]!;
    const isEnabled = Math.floor(index / TOGGLED_FEATURES.length) % 2 === 1;
    const call = toggle(url, cookie, feature, isEnabled)
      .then((status) => {
        count(status);
        if (status !== 200) producer.failed++;
      })
      .finally(() => inFlight.delete(call));
    inFlight.add(call);
    producer.sent++;
  }
  await Promise.all(inFlight);
  return producer;
}

/** The cluster workers of the server (its child processes), by /proc. */
function workerPids(server: PanelServer): number[] {
  const children = fs.readFileSync(`/proc/${server.pid}/task/${server.pid}/children`, "utf8").trim();
  return children ? children.split(/\s+/).map(Number) : [];
}

type OutboxEvent = { id: string; createdMs: number };

async function outboxEvents(databaseUrl: string): Promise<OutboxEvent[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // created_at is a UTC timestamp without zone: its epoch is the moment.
    const { rows } = await client.query<{ id: string; ms: string }>(
      "SELECT id::text, (extract(epoch FROM created_at) * 1000)::bigint AS ms FROM webhook_events WHERE type = $1",
      [EVENT_TYPE],
    );
    return rows.map((row) => ({ id: row.id, createdMs: Number(row.ms) }));
  } finally {
    await client.end();
  }
}

/** Each event's first accepted arrival at the receiver, and how many events were accepted more than once. */
function arrivals(receiver: WebhookReceiver) {
  const accepted = new Map<string, number>();
  let duplicates = 0;
  let unverified = 0;
  for (const call of receiver.calls) {
    if (!call.verified) unverified++;
    if (call.status >= 300) continue;
    if (accepted.has(call.eventId)) duplicates++;
    else accepted.set(call.eventId, call.at);
  }
  return { accepted, duplicates, unverified };
}

async function drain(databaseUrl: string, receivers: WebhookReceiver[]): Promise<OutboxEvent[]> {
  const deadline = Date.now() + DRAIN_SECONDS * 1000;
  for (;;) {
    const events = await outboxEvents(databaseUrl);
    const done = receivers.every((receiver) => {
      const { accepted } = arrivals(receiver);
      return events.every((event) => accepted.has(event.id));
    });
    if (done || Date.now() > deadline) return events;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

function report(
  events: OutboxEvent[],
  healthy: WebhookReceiver,
  failing: WebhookReceiver,
): { lines: string[]; met: boolean } {
  const fast = arrivals(healthy);
  const slow = arrivals(failing);
  const latencies = events.flatMap((event) => {
    const at = fast.accepted.get(event.id);
    return at === undefined ? [] : [at - event.createdMs];
  });
  const summary = summarise(latencies);
  const missing = events.filter((event) => !fast.accepted.has(event.id)).length;
  const missingSlow = events.filter((event) => !slow.accepted.has(event.id)).length;
  const late = events.filter((event) => {
    const at = slow.accepted.get(event.id);
    return at !== undefined && at - event.createdMs > FIRST_RETRY_MS + P99_TARGET_MS;
  }).length;
  const slowSummary = summarise(
    events.flatMap((event) => {
      const at = slow.accepted.get(event.id);
      return at === undefined ? [] : [at - event.createdMs];
    }),
  );
  const retriedCalls = failing.calls.filter((call) => call.attempt > 1).length;
  const checks = [
    { ok: summary.p99 <= P99_TARGET_MS, text: `p99 ≤ ${P99_TARGET_MS} ms` },
    { ok: missing === 0 && missingSlow === 0, text: "none missing" },
    { ok: fast.unverified + slow.unverified === 0, text: "every signature verifies" },
  ];
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  return {
    met: checks.every((check) => check.ok),
    lines: [
      `webhooks: ${events.length} events in the outbox`,
      `webhooks: 200 receiver: ${fast.accepted.size} delivered, ${missing} missing, ${fast.duplicates} duplicates; commit → delivery p50 ${ms(summary.p50)} p95 ${ms(summary.p95)} p99 ${ms(summary.p99)} max ${ms(summary.max)}`,
      `webhooks: failing receiver: ${failing.calls.length} calls (${retriedCalls} retries), ${slow.accepted.size} delivered, ${missingSlow} missing, ${slow.duplicates} duplicates, ${late} later than the first retry + 2 s; commit → delivery p50 ${ms(slowSummary.p50)} p99 ${ms(slowSummary.p99)} max ${ms(slowSummary.max)}`,
      `webhooks: ${checks.map((check) => `${check.text} ${check.ok ? "ok" : "MISS"}`).join(", ")}`,
    ],
  };
}

export async function benchWebhooks(serverUrl: string): Promise<string[]> {
  console.log(`webhooks: ${RATE_PER_SECOND} events/s for ${LOAD_SECONDS} s${QUICK ? " (quick)" : ""}…`);
  const databaseUrl = await seededBenchDatabase(serverUrl, { users: 20 }, "admin_panel_webhooks_bench");
  const healthy = await startWebhookReceiver();
  const failing = await startWebhookReceiver();
  // Every event's first call fails and its retry is accepted: half the calls fail, and each event needs exactly one retry.
  failing.answer((_, attempt) => (attempt === 1 ? 500 : 200));
  const server = await startPanelServer(databaseUrl, { workers: 2, env: { WEBHOOK_ALLOW_PRIVATE: "true" } });
  try {
    const cookie = await signIn(server.url, SEED_ACCOUNTS.admin.email, BENCH_PASSWORD);
    await subscribe(server.url, cookie, healthy, "bench: answers 200");
    await subscribe(server.url, cookie, failing, "bench: fails each first call");
    let killed = "";
    const producer = await produce(server.url, cookie, () => {
      const [victim] = workerPids(server);
      if (victim === undefined) return;
      process.kill(victim, "SIGKILL");
      killed = `worker ${victim} killed with SIGKILL at ${LOAD_SECONDS / 2} s`;
    });
    console.log(`webhooks: load sent; waiting up to ${DRAIN_SECONDS} s for every delivery…`);
    const events = await drain(databaseUrl, [healthy, failing]);
    const statuses = [...producer.statuses].map(([status, n]) => `${status}: ${n}`).join(", ");
    const { lines, met } = report(events, healthy, failing);
    if (!met) process.exitCode = 1;
    return [
      `webhooks: ${producer.sent} feature-toggle changes through the API (${statuses}); ${killed || "no worker to kill"}`,
      ...lines,
    ];
  } finally {
    await server.stop();
    await Promise.all([healthy.close(), failing.close()]);
  }
}
