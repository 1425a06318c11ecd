// Webhooks over a real database and a receiver on 127.0.0.1: the outbox (a rolled-back change sends nothing, a
// committed one is delivered once), Standard Webhooks signatures, the retry schedule on a controlled clock, the
// endpoint disabled after a day of failures, refusals of private targets at connect time, the 1 KB excerpt, and
// the API's validation. The queue's jobs are checked as rows and their work run by calling the tasks' functions.
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import type * as ListRoutes from "@/app/api/admin/webhooks/route";
import type * as EndpointRoutes from "@/app/api/admin/webhooks/[id]/route";
import type * as DeliveriesRoute from "@/app/api/admin/webhooks/[id]/deliveries/route";
import type * as RetryRoute from "@/app/api/admin/webhooks/[id]/deliveries/[deliveryId]/retry/route";
import type * as TestRoute from "@/app/api/admin/webhooks/[id]/test/route";
import type * as ContactsRoute from "@/app/api/admin/contacts/route";
import type * as ContactRoutes from "@/app/api/admin/contacts/[id]/route";
import type * as UserRoutes from "@/app/api/admin/users/[id]/route";
import type * as TasksModule from "@/lib/jobs/tasks";
import type * as WorkerModule from "@/lib/jobs/worker";
import type * as AuditEventsModule from "@/lib/webhooks/audit-events";
import type * as DeliverModule from "@/lib/webhooks/deliver";
import type * as FanOutModule from "@/lib/webhooks/fan-out";
import type * as SweepModule from "@/lib/webhooks/sweep";
import type * as EventsModule from "@/lib/webhooks/events";
import { WEBHOOK_ERRORS, WEBHOOK_VALIDATION, failedForADay } from "@/lib/webhooks/messages";
import type * as SafeTargetModule from "@/lib/webhooks/safe-target";
import type { Resolver } from "@/lib/webhooks/safe-target";
import type * as SecretModule from "@/lib/webhooks/secret";
import type { WebhookDeliveryRow, WebhookEndpointRow } from "@/lib/webhooks/schema";
import type * as SendModule from "@/lib/webhooks/send";
import { switchToIsolatedDatabase } from "../helpers/isolated-database";
import { callRoute } from "../helpers/request";
import type * as SessionHelpers from "../helpers/session";
import { onPostgres } from "../helpers/on-postgres";

// On a database of its own: a fan-out takes every waiting event in its database, and other files' contacts,
// companies and imports raise events of the types these endpoints subscribe to at any moment, even between a
// test setting them aside and its fan-out's claim.
const db = switchToIsolatedDatabase("WEBHOOKS_DATABASE_URL");
const { GET: listRoute, POST: createRoute } = jest.requireActual<typeof ListRoutes>("@/app/api/admin/webhooks/route");
const {
  DELETE: deleteRoute,
  GET: getRoute,
  PATCH: updateRoute,
} = jest.requireActual<typeof EndpointRoutes>("@/app/api/admin/webhooks/[id]/route");
const { GET: deliveriesRoute } = jest.requireActual<typeof DeliveriesRoute>(
  "@/app/api/admin/webhooks/[id]/deliveries/route",
);
const { POST: retryRoute } = jest.requireActual<typeof RetryRoute>(
  "@/app/api/admin/webhooks/[id]/deliveries/[deliveryId]/retry/route",
);
const { POST: testRoute } = jest.requireActual<typeof TestRoute>("@/app/api/admin/webhooks/[id]/test/route");
const { POST: createContactRoute } = jest.requireActual<typeof ContactsRoute>("@/app/api/admin/contacts/route");
const { PATCH: updateContactRoute } = jest.requireActual<typeof ContactRoutes>("@/app/api/admin/contacts/[id]/route");
const { PATCH: updateUserRoute } = jest.requireActual<typeof UserRoutes>("@/app/api/admin/users/[id]/route");
const { TASKS } = jest.requireActual<typeof TasksModule>("@/lib/jobs/tasks");
const { runDueJobs } = jest.requireActual<typeof WorkerModule>("@/lib/jobs/worker");
const { webhookEventsOf } = jest.requireActual<typeof AuditEventsModule>("@/lib/webhooks/audit-events");
const { ATTEMPT_LEASE_MS, CLAIM_BATCH, FAILING_LIMIT_MS, queueSweeps, RETRY_SCHEDULE_MS } =
  jest.requireActual<typeof DeliverModule>("@/lib/webhooks/deliver");
const { fanOutEvents } = jest.requireActual<typeof FanOutModule>("@/lib/webhooks/fan-out");
const { recoverDeliveries, sweepDueDeliveries } = jest.requireActual<typeof SweepModule>("@/lib/webhooks/sweep");
const { emitEvent, emitEvents } = jest.requireActual<typeof EventsModule>("@/lib/webhooks/events");
const { targetRefusal } = jest.requireActual<typeof SafeTargetModule>("@/lib/webhooks/safe-target");
const { newWebhookSecret, sealWebhookSecret } = jest.requireActual<typeof SecretModule>("@/lib/webhooks/secret");
const { RESPONSE_EXCERPT_BYTES, SOCKETS_PER_RECEIVER, sendWebhook } =
  jest.requireActual<typeof SendModule>("@/lib/webhooks/send");
const { cookieFor, createTestUser } = jest.requireActual<typeof SessionHelpers>("../helpers/session");

type Received = { headers: http.IncomingHttpHeaders; body: string };
type Answer = { status: number; body?: string };

/** A receiver on 127.0.0.1 that keeps what it is sent and answers as told. */
async function startReceiver(answer: (received: Received) => Answer = () => ({ status: 200 })) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const request = { headers: req.headers, body: Buffer.concat(chunks).toString("utf8") };
      received.push(request);
      const { status, body = "" } = answer(request);
      res.writeHead(status, { "content-type": "text/plain" }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let receivers: Awaited<ReturnType<typeof startReceiver>>[] = [];
async function receiver(answer?: (received: Received) => Answer) {
  const started = await startReceiver(answer);
  receivers.push(started);
  return started;
}
// Events other tests (and files) left waiting would otherwise be fanned out to this test's endpoints.
beforeEach(async () => {
  await db.webhookEvent.updateMany({ where: { fannedOutAt: null }, data: { fannedOutAt: new Date() } });
});
afterEach(async () => {
  await Promise.all(receivers.map((started) => started.close()));
  receivers = [];
  // Endpoints of one test must not receive the next test's events.
  await db.webhookEndpoint.deleteMany();
});

const admin = () => cookieFor("admin");

async function createEndpoint(body: Record<string, unknown>) {
  return callRoute(createRoute, { method: "POST", cookie: await admin(), path: "/api/admin/webhooks", body });
}

async function addEndpoint(url: string, events: string[]) {
  const response = await createEndpoint({ url, events });
  expect(response.status).toBe(201);
  return response.json() as { endpoint: WebhookEndpointRow; secret: string };
}

/** A call to one endpoint's route, as the admin, on its path under /api/admin/webhooks/{id}. */
async function onEndpoint(
  route: Parameters<typeof callRoute>[0],
  id: string,
  {
    method = "GET",
    tail = "",
    ...options
  }: {
    method?: string;
    tail?: string;
    body?: unknown;
    headers?: Record<string, string>;
    params?: Record<string, string>;
  } = {},
) {
  return callRoute(route, {
    method,
    cookie: await admin(),
    path: `/api/admin/webhooks/${id}${tail}`,
    ...options,
    params: { id, ...options.params },
  });
}

/** The outbox's events about a record. */
const eventsAbout = (id: string) =>
  db.webhookEvent.findMany({ where: { payload: { path: ["data", "id"], equals: id } }, orderBy: { createdAt: "asc" } });

/** The fan-out jobs waiting in the queue. */
async function waitingFanOuts(): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT id::text FROM graphile_worker.jobs WHERE task_identifier = 'webhooks.fan_out' AND locked_at IS NULL`;
  return rows.map((row) => row.id);
}

/** When the endpoint's queued sweeps run. */
async function sweepTimes(endpointId: string): Promise<number[]> {
  const rows = await db.$queryRaw<{ run_at: Date }[]>`
    SELECT run_at FROM graphile_worker.jobs WHERE key LIKE ${`webhooks.sweep:${endpointId}:%`} ORDER BY run_at`;
  return rows.map((row) => row.run_at.getTime());
}

async function createContact(lastName: string) {
  const response = await callRoute(createContactRoute, {
    method: "POST",
    cookie: await admin(),
    path: "/api/admin/contacts",
    body: { firstName: "Hook", lastName },
  });
  expect(response.status).toBe(201);
  return response.json() as { id: string; version: number };
}

const deliveriesOf = (endpointId: string) =>
  db.webhookDelivery.findMany({ where: { endpointId }, orderBy: { createdAt: "asc" } });

describe("the outbox", () => {
  it("delivers a committed change once, signed as Standard Webhooks says, with the event id as the dedup key", async () => {
    const target = await receiver();
    const { endpoint, secret } = await addEndpoint(target.url, ["contact.created"]);
    expect(secret).toMatch(/^whsec_/);
    const contact = await createContact("Signed");
    const [event] = await eventsAbout(contact.id);
    expect(event).toMatchObject({ type: "contact.created", fannedOutAt: null });
    // Each change wakes a fan-out of its own; the first to run takes both events, and drops the others unrun.
    await createContact("Another");
    const woken = await waitingFanOuts();
    expect(woken.length).toBeGreaterThanOrEqual(2);

    // The fan-out sends the first attempt itself.
    expect(await fanOutEvents()).toBe(2);
    expect(target.received).toHaveLength(2);
    expect((await waitingFanOuts()).filter((id) => woken.includes(id))).toEqual([]);
    expect(await fanOutEvents()).toBe(0);
    // Taken again (a fan-out killed before its mark committed, racing an old one), it adds no delivery.
    await db.webhookEvent.update({ where: { id: event!.id }, data: { fannedOutAt: null } });
    expect(await fanOutEvents()).toBe(0);
    const delivery = (await deliveriesOf(endpoint.id)).find((row) => row.eventId === event!.id);
    // A sweep finds nothing due: the delivery is done.
    expect(await sweepDueDeliveries(endpoint.id)).toBe(0);
    expect(target.received).toHaveLength(2);

    const { headers, body } = target.received.find((request) => request.headers["webhook-id"] === event!.id)!;
    expect(headers["content-type"]).toBe("application/json");
    expect(headers["webhook-id"]).toBe(event!.id);
    const verified = new Webhook(secret).verify(body, headers as Record<string, string>);
    expect(verified).toMatchObject({
      type: "contact.created",
      data: { id: contact.id, firstName: "Hook", lastName: "Signed" },
    });
    // Another secret does not verify it.
    expect(() =>
      new Webhook(`whsec_${Buffer.from("x".repeat(32)).toString("base64")}`).verify(
        body,
        headers as Record<string, string>,
      ),
    ).toThrow();
    expect(await db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery!.id } })).toMatchObject({
      status: "succeeded",
      attemptCount: 1,
      nextAttemptAt: null,
    });
  });

  it("reaches the receiver through the job queue", async () => {
    const target = await receiver();
    await addEndpoint(target.url, ["company.created"]);
    const eventId = await db.$transaction((tx) => emitEvent(tx, "company.created", { id: crypto.randomUUID() }));
    // Only the webhook tasks; earlier tests' fan-outs and retries run too: look for this event.
    const tasks = { "webhooks.fan_out": TASKS["webhooks.fan_out"], "webhooks.sweep": TASKS["webhooks.sweep"] };
    const delivered = () => target.received.filter((request) => request.headers["webhook-id"] === eventId);
    for (let pass = 0; pass < 5 && delivered().length === 0; pass++) await runDueJobs({ tasks });
    expect(delivered()).toHaveLength(1);
  });

  it("writes nothing for a rolled-back change", async () => {
    const contact = await createContact("Rolled back");
    await expect(
      db.$transaction(async (tx) => {
        await emitEvent(tx, "contact.updated", { id: contact.id });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    // A change refused inside its transaction (a stale version) raises no event either.
    const stale = await callRoute(updateContactRoute, {
      method: "PATCH",
      cookie: await admin(),
      path: `/api/admin/contacts/${contact.id}`,
      params: { id: contact.id },
      headers: { "if-match": `"${contact.version + 5}"` },
      body: { lastName: "Never" },
    });
    expect(stale.status).toBe(412);
    const events = await eventsAbout(contact.id);
    expect(events.map((event) => event.type)).toEqual(["contact.created"]);
  });

  it("fans out only to enabled endpoints subscribed to the type", async () => {
    const wanted = await receiver();
    const other = await receiver();
    const { endpoint } = await addEndpoint(wanted.url, ["contact.created"]);
    const { endpoint: elsewhere } = await addEndpoint(other.url, ["deal.created"]);
    const contact = await createContact("Fan out");
    expect(await fanOutEvents()).toBe(1);
    expect(await deliveriesOf(endpoint.id)).toHaveLength(1);
    expect(await deliveriesOf(elsewhere.id)).toHaveLength(0);
    expect(other.received).toHaveLength(0);
    const [event] = await eventsAbout(contact.id);
    expect(event!.fannedOutAt).not.toBeNull();
  });

  it("attempts what a fan-out killed between its commit and its log left unattempted", async () => {
    const target = await receiver();
    const { endpoint } = await addEndpoint(target.url, ["company.created"]);
    const eventId = await db.$transaction((tx) => emitEvent(tx, "company.created", { id: crypto.randomUUID() }));
    const claimedAt = Date.now();
    await fanOutEvents();
    // Every claim queues its endpoint's sweep for when its lease ends; the attempt succeeded, so nothing is due.
    expect(Math.max(...(await sweepTimes(endpoint.id)))).toBeGreaterThanOrEqual(claimedAt + ATTEMPT_LEASE_MS - 1_000);
    expect(await sweepDueDeliveries(endpoint.id)).toBe(0);

    // A delivery its fan-out claimed, then died before sending: unattempted, its lease over. The lease's sweep,
    // run by the queue, attempts it.
    await db.webhookDelivery.deleteMany({ where: { endpointId: endpoint.id } });
    const leaseEnded = new Date(Date.now() - 1_000);
    const { id } = await db.webhookDelivery.create({
      data: { eventId, endpointId: endpoint.id, nextAttemptAt: leaseEnded },
    });
    await db.$transaction((tx) => queueSweeps(tx, [{ endpointId: endpoint.id, at: leaseEnded }]));
    const tasks = { "webhooks.sweep": TASKS["webhooks.sweep"] };
    await runDueJobs({ tasks });
    expect(await db.webhookDelivery.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "succeeded" });
    expect(target.received.filter((request) => request.headers["webhook-id"] === eventId)).toHaveLength(2);
  });

  // Two workers' fan-outs at once (PostgreSQL: the embedded database runs one transaction at a time).
  onPostgres("gives each event one delivery per endpoint however many fan-outs run at once", async () => {
    const target = await receiver();
    const { endpoint } = await addEndpoint(target.url, ["company.created"]);
    const count = 2 * CLAIM_BATCH + 50;
    const ids = await db.$transaction((tx) =>
      emitEvents(
        tx,
        Array.from({ length: count }, () => ({ type: "company.created", data: { id: crypto.randomUUID() } })),
      ),
    );
    const made = await Promise.all([fanOutEvents(), fanOutEvents(), fanOutEvents()]);
    expect(made.reduce((sum, each) => sum + each, 0)).toBe(count);
    const sent = target.received.map((request) => request.headers["webhook-id"]);
    expect(sent).toHaveLength(count);
    expect(new Set(sent)).toEqual(new Set(ids));
    const deliveries = await deliveriesOf(endpoint.id);
    expect(deliveries).toHaveLength(count);
    // Any other than one successful attempt each, with what its attempts logged.
    const unlike = deliveries.filter((delivery) => delivery.status !== "succeeded" || delivery.attemptCount !== 1);
    const attempts = await db.webhookAttempt.findMany({
      where: { deliveryId: { in: unlike.map((delivery) => delivery.id) } },
      select: { deliveryId: true, error: true, durationMs: true },
    });
    expect(attempts).toEqual([]);
    expect(unlike).toEqual([]);
  });
});

describe("retries", () => {
  it("follow the schedule on a controlled clock, then fail the delivery", async () => {
    const failing = await receiver(() => ({ status: 503, body: "busy" }));
    const { endpoint } = await addEndpoint(failing.url, ["contact.created"]);
    const contact = await createContact("Retried");
    const [event] = await eventsAbout(contact.id);
    let now = new Date("2030-01-01T00:00:00Z");
    // The first attempt is the fan-out's; the rest are the endpoint's sweeps'.
    await fanOutEvents({ now });
    const [delivery] = await deliveriesOf(endpoint.id);

    const waits: number[] = [];
    for (let attempt = 1; attempt <= RETRY_SCHEDULE_MS.length + 1; attempt++) {
      if (attempt > 1) expect(await sweepDueDeliveries(endpoint.id, { now })).toBe(1);
      const after = await db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery!.id } });
      expect(after.attemptCount).toBe(attempt);
      if (!after.nextAttemptAt) break;
      waits.push(after.nextAttemptAt.getTime() - now.getTime());
      // A sweep is queued for the retry's second.
      expect(await sweepTimes(endpoint.id)).toContain(Math.floor(after.nextAttemptAt.getTime() / 1000) * 1000);
      now = after.nextAttemptAt;
    }
    expect(waits).toEqual([...RETRY_SCHEDULE_MS]);
    expect(failing.received).toHaveLength(RETRY_SCHEDULE_MS.length + 1);
    const final = await db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery!.id } });
    expect(final).toMatchObject({ status: "failed", nextAttemptAt: null });

    // The log answers newest first, with the status and the answer's start.
    const response = await onEndpoint(deliveriesRoute, endpoint.id, { tail: "/deliveries" });
    const { items, nextCursor } = response.json() as { items: WebhookDeliveryRow[]; nextCursor: string | null };
    expect(nextCursor).toBeNull();
    expect(items[0]).toMatchObject({
      id: delivery!.id,
      eventId: event!.id,
      eventType: "contact.created",
      status: "failed",
    });
    expect(items[0]!.attempts).toHaveLength(RETRY_SCHEDULE_MS.length + 1);
    expect(items[0]!.attempts[0]).toMatchObject({ statusCode: 503, error: "HTTP 503", responseExcerpt: "busy" });
    expect(items[0]!.attempts[0]!.at > items[0]!.attempts[1]!.at).toBe(true);

    // A retry from the log queues a new attempt now, which succeeds once the receiver is back.
    const retried = await onEndpoint(retryRoute, endpoint.id, {
      method: "POST",
      tail: `/deliveries/${delivery!.id}/retry`,
      params: { deliveryId: delivery!.id },
    });
    expect(retried.status).toBe(200);
    expect(retried.json()).toMatchObject({ id: delivery!.id, status: "pending" });
  });

  it("disable an endpoint that has failed for a day, and enabling it again clears why", async () => {
    const failing = await receiver(() => ({ status: 500 }));
    const { endpoint } = await addEndpoint(failing.url, ["contact.created"]);
    const first = await createContact("Day one");
    const second = await createContact("Day two");
    const start = new Date("2030-02-01T00:00:00Z");
    // Both first attempts fail together: one failing period, started then.
    await fanOutEvents({ now: start });
    const deliveries = await deliveriesOf(endpoint.id);
    const [early, late] = deliveries;
    expect(deliveries.map((delivery) => delivery.eventId).sort()).toEqual(
      [...(await eventsAbout(first.id)), ...(await eventsAbout(second.id))].map((event) => event.id).sort(),
    );
    expect(await db.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } })).toMatchObject({
      enabled: true,
      failingSince: start,
    });
    // A day later only the late one's retry is due; the early one's waits further, and is never sent.
    await db.webhookDelivery.update({
      where: { id: early!.id },
      data: { nextAttemptAt: new Date(start.getTime() + 2 * FAILING_LIMIT_MS) },
    });
    expect(await sweepDueDeliveries(endpoint.id, { now: new Date(start.getTime() + FAILING_LIMIT_MS) })).toBe(1);
    expect(failing.received.filter((request) => request.headers["webhook-id"] === late!.eventId)).toHaveLength(2);
    const disabled = await db.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } });
    expect(disabled).toMatchObject({ enabled: false, disabledReason: failedForADay("HTTP 500") });
    // What was still waiting is failed at once, and nothing more is sent.
    expect((await deliveriesOf(endpoint.id)).map((delivery) => delivery.status)).toEqual(["failed", "failed"]);
    const sent = failing.received.length;
    expect(await sweepDueDeliveries(endpoint.id, { now: new Date(start.getTime() + 2 * FAILING_LIMIT_MS) })).toBe(0);
    expect(failing.received).toHaveLength(sent);

    const enabled = await onEndpoint(updateRoute, endpoint.id, { method: "PATCH", body: { enabled: true } });
    expect(enabled.status).toBe(200);
    expect(enabled.json()).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
  });
});

/** A receiver that, on each call, first does `meanwhile` (what happens while the attempt is in flight), then answers. */
async function receiverDuring(meanwhile: () => Promise<unknown>, status: number) {
  let calls = 0;
  const server = http.createServer((req, res) => {
    req.resume().on("end", () => {
      calls++;
      void meanwhile().finally(() => res.writeHead(status).end());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receivers.push({
    url: "",
    port: 0,
    received: [],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, calls: () => calls };
}

const emitCompany = () => db.$transaction((tx) => emitEvent(tx, "company.created", { id: crypto.randomUUID() }));

describe("what a crash or a race leaves", () => {
  it("a Retry while an attempt is in flight wins: the attempt's late failure is logged but moves nothing", async () => {
    let deliveryId = "";
    let endpointId = "";
    const retriedMidway = () =>
      onEndpoint(retryRoute, endpointId, {
        method: "POST",
        tail: `/deliveries/${deliveryId}/retry`,
        params: { deliveryId },
      });
    const target = await receiverDuring(async () => {
      deliveryId = (await deliveriesOf(endpointId))[0]!.id;
      expect((await retriedMidway()).status).toBe(200);
    }, 500);
    ({
      endpoint: { id: endpointId },
    } = await addEndpoint(target.url, ["company.created"]));
    await emitCompany();
    await fanOutEvents();
    expect(target.calls()).toBe(1);
    const delivery = await db.webhookDelivery.findUniqueOrThrow({ where: { id: deliveryId } });
    // Still the Retry's: due now, no attempt counted, not pushed back to the schedule's 5 s.
    expect(delivery).toMatchObject({ status: "pending", attemptCount: 0 });
    expect(delivery.nextAttemptAt!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await db.webhookAttempt.count({ where: { deliveryId } })).toBe(1);
  });

  it("an endpoint deleted while its attempt is in flight does not lose the batch's other outcomes", async () => {
    const healthy = await receiver();
    await addEndpoint(healthy.url, ["company.created"]);
    let doomedId = "";
    const doomed = await receiverDuring(() => db.webhookEndpoint.delete({ where: { id: doomedId } }), 200);
    ({
      endpoint: { id: doomedId },
    } = await addEndpoint(doomed.url, ["company.created"]));
    const eventId = await emitCompany();
    expect(await fanOutEvents()).toBe(2);
    expect(doomed.calls()).toBe(1);
    const [kept] = await db.webhookDelivery.findMany({ where: { eventId } });
    expect(kept).toMatchObject({ status: "succeeded", attemptCount: 1 });
  });

  it("a failing endpoint's new deliveries go to its sweep, not the fan-out's sends", async () => {
    const target = await receiver();
    const { endpoint } = await addEndpoint(target.url, ["company.created"]);
    await db.webhookEndpoint.update({ where: { id: endpoint.id }, data: { failingSince: new Date() } });
    const eventId = await emitCompany();
    const before = Date.now();
    expect(await fanOutEvents()).toBe(1);
    expect(target.received).toHaveLength(0);
    expect((await sweepTimes(endpoint.id)).some((at) => at <= before + 1_000)).toBe(true);
    expect(await sweepDueDeliveries(endpoint.id)).toBe(1);
    expect(target.received.map((request) => request.headers["webhook-id"])).toEqual([eventId]);
  });

  it("the minute's recovery fans out events left without a job and sweeps deliveries left without one", async () => {
    const target = await receiver();
    const { endpoint } = await addEndpoint(target.url, ["company.created"]);
    // A fan-out dropped this event's job, then died before its claim committed.
    const eventId = await emitCompany();
    await db.webhookEvent.update({ where: { id: eventId }, data: { createdAt: new Date(Date.now() - 60_000) } });
    await db.$executeRaw`SELECT graphile_worker.complete_jobs(ARRAY(SELECT id FROM graphile_worker.jobs))`;
    await recoverDeliveries();
    expect(target.received.map((request) => request.headers["webhook-id"])).toEqual([eventId]);

    // A delivery long due whose sweep is gone.
    const stranded = await emitCompany();
    await db.webhookEvent.update({ where: { id: stranded }, data: { fannedOutAt: new Date() } });
    await db.webhookDelivery.create({
      data: { eventId: stranded, endpointId: endpoint.id, nextAttemptAt: new Date(Date.now() - 60_000) },
    });
    await db.$executeRaw`SELECT graphile_worker.complete_jobs(ARRAY(SELECT id FROM graphile_worker.jobs))`;
    const recoveredAt = Date.now();
    await recoverDeliveries();
    expect((await sweepTimes(endpoint.id)).some((at) => Math.abs(at - recoveredAt) <= 2_000)).toBe(true);
    await runDueJobs({ tasks: { "webhooks.sweep": TASKS["webhooks.sweep"] } });
    expect(target.received.map((request) => request.headers["webhook-id"])).toEqual([eventId, stranded]);
  });
});

describe("safe targets", () => {
  const allowed = process.env.WEBHOOK_ALLOW_PRIVATE;
  beforeEach(() => {
    process.env.WEBHOOK_ALLOW_PRIVATE = "false";
  });
  afterEach(() => {
    process.env.WEBHOOK_ALLOW_PRIVATE = allowed;
  });

  it.each(["http://127.0.0.1/hook", "http://10.0.0.1/hook", "http://[::1]/hook", "http://169.254.169.254/latest"])(
    "refuses %s when the endpoint is added",
    async (url) => {
      const response = await createEndpoint({ url, events: ["user.created"] });
      expect(response.status).toBe(400);
      expect(response.text).toContain(WEBHOOK_VALIDATION.urlPrivate);
    },
  );

  it("refuses plain http in production and a URL with credentials anywhere", () => {
    expect(targetRefusal("http://hooks.example.com/", { NODE_ENV: "production" })).toBe(WEBHOOK_VALIDATION.urlNotHttps);
    expect(targetRefusal("https://hooks.example.com/", { NODE_ENV: "production" })).toBeNull();
    expect(
      targetRefusal("http://127.0.0.1:4000/", { NODE_ENV: "production", WEBHOOK_ALLOW_PRIVATE: "true" }),
    ).toBeNull();
    expect(targetRefusal("https://user:pw@hooks.example.com/", {})).toBe(WEBHOOK_VALIDATION.urlCredentials);
    expect(targetRefusal("ftp://hooks.example.com/", {})).toBe(WEBHOOK_VALIDATION.urlInvalid);
  });

  it("refuses at connect time an address or a name resolving to a private address", async () => {
    const target = await receiver();
    const send = (url: string, resolve?: Resolver) => sendWebhook({ url, body: "{}", headers: {}, resolve });
    const answers: Record<string, string> = {
      loopback: `http://127.0.0.1:${target.port}/`,
      ipv6: `http://[::1]:${target.port}/`,
      localhost: `http://localhost:${target.port}/`,
    };
    for (const url of Object.values(answers)) {
      const outcome = await send(url);
      expect(outcome).toMatchObject({ statusCode: null, error: expect.stringMatching(/^Refused to connect to /) });
    }
    // A public-looking name that resolves (now, perhaps not at creation) to a private address.
    const rebinding = await send(`http://hooks.example.com:${target.port}/`, (_host, _options, callback) =>
      callback(null, [{ address: "10.0.0.1", family: 4 }]),
    );
    expect(rebinding.error).toBe("Refused to connect to 10.0.0.1: webhooks may not reach private or local addresses");
    expect(target.received).toHaveLength(0);

    // The delivery of an endpoint stored before (or around) the rule logs the refusal as its attempt.
    const endpoint = await db.webhookEndpoint.create({
      data: { url: answers.localhost!, events: ["contact.created"], secret: sealWebhookSecret(newWebhookSecret()) },
    });
    await createContact("Refused");
    await fanOutEvents();
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(target.received).toHaveLength(0);
    const [attempt] = await db.webhookAttempt.findMany({ where: { deliveryId: delivery!.id } });
    expect(attempt).toMatchObject({ statusCode: null, error: expect.stringMatching(/^Refused to connect to /) });
  });
});

describe("an attempt", () => {
  it("keeps the first KB of the answer and reads no more", async () => {
    const target = await receiver(() => ({ status: 500, body: "é".repeat(10_000) }));
    const outcome = await sendWebhook({ url: target.url, body: "{}", headers: {} });
    expect(outcome.statusCode).toBe(500);
    expect(Buffer.byteLength(outcome.responseExcerpt)).toBeLessThanOrEqual(RESPONSE_EXCERPT_BYTES + 2);
    expect(outcome.responseExcerpt.startsWith("é".repeat(500))).toBe(true);
  });

  it("gives up on a receiver that does not answer in time", async () => {
    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      const outcome = await sendWebhook({ url: `http://127.0.0.1:${port}/`, body: "{}", headers: {}, timeoutMs: 200 });
      expect(outcome).toMatchObject({ statusCode: null, error: "No answer within 0.2 seconds" });
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it("counts the time from the request's socket: a request waiting for one of the pool's is not cut short", async () => {
    // Four requests for each of the pool's sockets to one receiver that answers each in 300 ms: the last wave gets
    // its sockets about 900 ms after it asked, then answers within its second like the rest.
    const slow = http.createServer((req, res) => {
      req.resume();
      req.on("end", () => setTimeout(() => res.writeHead(200).end(), 300));
    });
    await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = slow.address() as AddressInfo;
      const outcomes = await Promise.all(
        Array.from({ length: 4 * SOCKETS_PER_RECEIVER }, () =>
          sendWebhook({ url: `http://127.0.0.1:${port}/`, body: "{}", headers: {}, timeoutMs: 1_000 }),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.error !== null)).toEqual([]);
    } finally {
      slow.closeAllConnections();
      await new Promise((resolve) => slow.close(resolve));
    }
  });
});

describe("the API", () => {
  it.each([
    [{ events: ["user.created"] }, WEBHOOK_VALIDATION.urlRequired],
    [{ url: "not a url", events: ["user.created"] }, WEBHOOK_VALIDATION.urlInvalid],
    [{ url: "https://hooks.example.com/", events: [] }, WEBHOOK_VALIDATION.eventsRequired],
    [{ url: "https://hooks.example.com/", events: ["user.exploded"] }, WEBHOOK_VALIDATION.eventInvalid],
    [{ url: "https://hooks.example.com/", events: ["webhook.test"] }, WEBHOOK_VALIDATION.eventInvalid],
    [
      { url: "https://hooks.example.com/", events: ["user.created"], description: "x".repeat(501) },
      WEBHOOK_VALIDATION.descriptionTooLong,
    ],
    [
      { url: "https://hooks.example.com/", events: ["user.created"], enabled: "yes" },
      WEBHOOK_VALIDATION.enabledInvalid,
    ],
  ])("refuses %j with 400", async (body, message) => {
    const response = await createEndpoint(body);
    expect(response.status).toBe(400);
    expect(response.text).toContain(message);
    expect(await db.webhookEndpoint.count()).toBe(0);
  });

  it("lists endpoints without their secret, sends a test event, and deletes", async () => {
    const target = await receiver();
    const { endpoint, secret } = await addEndpoint(target.url, ["user.banned"]);
    const list = await callRoute(listRoute, { cookie: await admin(), path: "/api/admin/webhooks" });
    expect(list.text).not.toContain(secret);
    expect((list.json() as { items: WebhookEndpointRow[] }).items).toEqual([
      expect.objectContaining({ id: endpoint.id, url: target.url, events: ["user.banned"], enabled: true }),
    ]);

    const tested = await onEndpoint(testRoute, endpoint.id, { method: "POST", tail: "/test" });
    expect(tested.status).toBe(200);
    const delivery = tested.json() as WebhookDeliveryRow;
    expect(delivery).toMatchObject({ eventType: "webhook.test", status: "pending", attempts: [] });
    // Queued for its endpoint's sweep now.
    await runDueJobs({ tasks: { "webhooks.sweep": TASKS["webhooks.sweep"] } });
    const [{ body, headers }] = target.received as [Received];
    expect(new Webhook(secret).verify(body, headers as Record<string, string>)).toMatchObject({
      type: "webhook.test",
      data: { id: endpoint.id },
    });

    // A change made against an old version is refused, naming who changed it.
    const stale = await onEndpoint(updateRoute, endpoint.id, {
      method: "PATCH",
      headers: { "if-match": `"${endpoint.version + 1}"` },
      body: { description: "Stale" },
    });
    expect(stale.status).toBe(412);

    const empty = await onEndpoint(updateRoute, endpoint.id, { method: "PATCH", body: {} });
    expect(empty.status).toBe(400);

    const removed = await onEndpoint(deleteRoute, endpoint.id, { method: "DELETE" });
    expect(removed.status).toBe(200);
    const gone = await onEndpoint(deliveriesRoute, endpoint.id, { tail: "/deliveries" });
    expect(gone.status).toBe(404);
    expect(gone.text).toContain(WEBHOOK_ERRORS.notFound);
  });

  it("answers one endpoint to webhooks.manage without its secret; 404 for an unknown id, 403 without the permission", async () => {
    const target = await receiver();
    const { endpoint, secret } = await addEndpoint(target.url, ["user.banned"]);

    const one = await onEndpoint(getRoute, endpoint.id);
    expect(one.status).toBe(200);
    expect(one.json()).toEqual(endpoint);
    expect(one.text).not.toContain(secret);
    expect(one.json()).not.toHaveProperty("secret");

    const unknown = await onEndpoint(getRoute, crypto.randomUUID());
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain(WEBHOOK_ERRORS.notFound);

    // The Moderator role holds no webhooks.manage.
    const refused = await callRoute(getRoute, {
      cookie: await cookieFor("moderator"),
      path: `/api/admin/webhooks/${endpoint.id}`,
      params: { id: endpoint.id },
    });
    expect(refused.status).toBe(403);
    expect(refused.text).not.toContain(target.url);
  });
});

describe("events from audit entries", () => {
  const actor = null;
  it("map a user's ban to user.banned with the flags the change left", () => {
    expect(
      webhookEventsOf({
        actor,
        action: "user.ban",
        targetType: "user",
        targetId: "u1",
        targetLabel: "Bo",
        details: { before: { isBanned: false }, after: { isBanned: true, isAdmin: false }, version: 2 },
      }),
    ).toEqual([{ type: "user.banned", data: { id: "u1", isBanned: true, isAdmin: false } }]);
  });

  it("map a bulk delete to one event per record, beyond the thousand its details keep", () => {
    const covers = Array.from({ length: 1_500 }, (_, index) => ({ type: "shop_item", id: `c${index}` }));
    const events = webhookEventsOf({
      actor,
      action: "shop_item.bulk_delete",
      targetType: "shop_item",
      targetLabel: "1,500 shop items",
      details: { before: [{ id: "c0", label: "Ada", firstName: "Ada" }] },
      covers,
    });
    expect(events).toHaveLength(1_500);
    expect(events[0]).toEqual({ type: "shop_item.deleted", data: { id: "c0", firstName: "Ada" } });
    expect(events[1_499]).toEqual({ type: "shop_item.deleted", data: { id: "c1499" } });
  });

  it("carry a ban made through the API, with the user's flags and no secret", async () => {
    const user = await createTestUser();
    const banned = await callRoute(updateUserRoute, {
      method: "PATCH",
      cookie: await admin(),
      path: `/api/admin/users/${user.id}`,
      params: { id: user.id },
      body: { isBanned: true },
    });
    expect(banned.status).toBe(200);
    const [event] = await eventsAbout(user.id);
    expect(event!.payload).toEqual({
      type: "user.banned",
      timestamp: expect.any(String),
      data: { id: user.id, isAdmin: false, isSuperadmin: false, isBanned: true },
    });
  });

  it("raise nothing for an action no event reports", () => {
    expect(
      webhookEventsOf({ actor, action: "auth.sign_in", targetType: "user", targetId: "u1", targetLabel: "Bo" }),
    ).toEqual([]);
  });
});
