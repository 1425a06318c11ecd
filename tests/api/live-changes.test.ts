// Live lists (lib/live): another admin's change reaches this admin's browser
// as ids, over the stream (`npm start`) or the poll (serverless), only while
// the admin still has access, and without keeping the session from idling out.
import pg from "pg";
import { NextRequest } from "next/server";
import { POST as createCompanyRoute } from "@/app/api/admin/companies/route";
import { POST as createContactRoute } from "@/app/api/admin/contacts/route";
import { GET as pollRoute } from "@/app/api/admin/changes/route";
import { GET as streamRoute } from "@/app/api/admin/changes/stream/route";
import { db } from "@/lib/db";
import { BUILT_IN_ROLES, type Permission } from "@/lib/permissions/catalogue";
import { maskEmail } from "@/lib/users/email-mask";
import { LIVE_CHANNEL, type ChangesAnswer, type LiveChange, type SentChange } from "@/lib/live/schema";
import { LiveStreamRegistry, STREAMS_PER_SESSION } from "@/lib/live/stream-registry";
import { SUPERSEDED_EVENT } from "@/lib/live/stream-events";
import { TEST_ORIGIN } from "../helpers/constants";
import { uniqueTag } from "../helpers/fixtures";
import { callRoute } from "../helpers/request";
import { cookieFor, createTestUser, sessionCookieFor } from "../helpers/session";
import { onPostgres } from "../helpers/on-postgres";

async function createContact(cookie: string) {
  const response = await callRoute(createContactRoute, {
    method: "POST",
    cookie,
    body: { firstName: "Live", lastName: uniqueTag(), email: `live-${uniqueTag()}@example.test` },
  });
  expect(response.status).toBe(201);
  return response.json() as { id: string };
}

async function createCompany(cookie: string) {
  const response = await callRoute(createCompanyRoute, {
    method: "POST",
    cookie,
    body: { name: `Live ${uniqueTag()}` },
  });
  expect(response.status).toBe(201);
  return response.json() as { id: string };
}

async function poll(cookie: string, since?: number, etag?: string) {
  return callRoute(pollRoute, {
    cookie,
    path: `/api/admin/changes${since === undefined ? "" : `?since=${since}`}`,
    headers: etag ? { "if-none-match": etag } : {},
  });
}

const entryIds = (answer: ChangesAnswer) => answer.changes.map((change) => change.entryId);

describe("the poll", () => {
  it("starts the clock, then names another admin's change by id and who made it, then answers 304", async () => {
    const [viewer, other] = [await cookieFor("admin"), await cookieFor("superadmin")];
    const start = (await poll(viewer)).json() as ChangesAnswer;
    expect(start.changes).toEqual([]);

    const contact = await createContact(other);
    const first = await poll(viewer, start.now);
    expect(first.status).toBe(200);
    const answer = first.json() as ChangesAnswer;
    const change = answer.changes.find((entry) => entry.change.ids?.includes(contact.id))?.change;
    expect(change).toMatchObject({
      type: "contact",
      action: "contact.create",
      actorLabel: expect.stringMatching(/\S/),
      // What the browser refetches: the lists a contact is shown in, and the audit log.
      stale: expect.arrayContaining(["/api/admin/contacts", "/api/admin/deals", "/api/admin/audit-logs"]),
    });
    expect(JSON.stringify(answer)).not.toContain("Live");

    // Other test files write meanwhile: a poll answered 200 must bring entries the one before did not have.
    let [etag, seen] = [first.headers.get("etag")!, entryIds(answer)];
    let again = await poll(viewer, start.now, etag);
    for (let tries = 0; again.status === 200 && tries < 50; tries++) {
      const ids = entryIds(again.json() as ChangesAnswer);
      expect(ids).not.toEqual(seen);
      [etag, seen] = [again.headers.get("etag")!, ids];
      await new Promise((resolve) => setTimeout(resolve, 100));
      again = await poll(viewer, start.now, etag);
    }
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
  });

  it("refuses a malformed clock, and callers who are not admins", async () => {
    expect((await poll(await cookieFor("admin"), -1)).status).toBe(400);
    expect((await poll(await cookieFor("admin"), 9e15)).status).toBe(400);
    expect((await poll(await cookieFor("user"))).status).toBe(403);
    expect((await poll("")).status).toBe(401);
  });

  it("does not keep the session from idling out", async () => {
    const admin = await createTestUser({ isAdmin: true });
    const cookie = await sessionCookieFor(admin.id);
    const idle = new Date(Date.now() - 10 * 60_000);
    await db.session.updateMany({ where: { userId: admin.id }, data: { lastSeenAt: idle } });
    expect((await poll(cookie)).status).toBe(200);
    const session = await db.session.findFirstOrThrow({ where: { userId: admin.id } });
    expect(session.lastSeenAt).toEqual(idle);
  });
});

/**
 * Opens the stream as a browser would and reads its changes as they come. Returns once the
 * stream's mark has come: from then on the stream hears every change.
 */
async function openStream(cookie: string, { lastEventId, since }: { lastEventId?: string; since?: number } = {}) {
  const abort = new AbortController();
  const path = `/api/admin/changes/stream${since === undefined ? "" : `?since=${since}`}`;
  const req = new NextRequest(new URL(path, TEST_ORIGIN), {
    headers: { cookie, ...(lastEventId && { "last-event-id": lastEventId }) },
    signal: abort.signal,
  });
  const response = await streamRoute(req, { params: Promise.resolve({}) });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  let ended = false;
  let lastId = "";
  let superseded = false;
  let reading: Promise<ReadableStreamReadResult<string>> | undefined;
  const changes: SentChange[] = [];

  /** Reads what arrives by `deadline` into `changes`; false once the stream has ended or nothing came. */
  async function receive(deadline: number): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    // A read that outlived the last wait is still the next one: what it brings is not lost.
    reading ??= reader.read();
    const read = await Promise.race([
      reading,
      new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), deadline - Date.now()))),
    ]);
    clearTimeout(timer);
    if (read === null) return false;
    reading = undefined;
    if (read.done) return !(ended = true);
    buffered += read.value;
    // Whole messages only: a mark (an id alone) or a change.
    for (let end = buffered.indexOf("\n\n"); end >= 0; end = buffered.indexOf("\n\n")) {
      const fields = new Map(
        buffered
          .slice(0, end)
          .split("\n")
          .map((line) => line.split(/: (.*)/s) as [string, string]),
      );
      buffered = buffered.slice(end + 2);
      if (fields.has("id")) lastId = fields.get("id")!;
      const data = fields.get("data");
      if (fields.get("event") === SUPERSEDED_EVENT) superseded = true;
      else if (data !== undefined) changes.push(JSON.parse(data) as SentChange);
    }
    return true;
  }

  /** The next change for which `wanted` holds (those before it are passed over), or null when the stream ends first or nothing comes within the wait. */
  async function next(wanted: (change: SentChange) => boolean, waitMs = 8_000): Promise<SentChange | null> {
    const deadline = Date.now() + waitMs;
    do {
      const found = changes.findIndex(wanted);
      if (found >= 0) return changes.splice(0, found + 1)[found]!;
      changes.length = 0;
    } while (Date.now() < deadline && (await receive(deadline)));
    return null;
  }

  const deadline = Date.now() + 8_000;
  while (lastId === "" && (await receive(deadline)));
  expect(lastId).not.toBe("");
  return {
    next,
    ended: () => ended,
    superseded: () => superseded,
    lastId: () => lastId,
    close: () => abort.abort(),
  };
}

describe("the stream", () => {
  it("sends another admin's change as it commits, and stops once the viewer is banned", async () => {
    const viewer = await createTestUser({ isAdmin: true });
    const stream = await openStream(await sessionCookieFor(viewer.id));
    const other = await cookieFor("superadmin");
    try {
      const created = await createContact(other);
      const change = await stream.next((candidate) => candidate.ids?.includes(created.id) === true);
      expect(change).toMatchObject({
        type: "contact",
        action: "contact.create",
        stale: expect.arrayContaining(["/api/admin/contacts", "/api/admin/audit-logs"]),
      });

      await db.user.update({ where: { id: viewer.id }, data: { isBanned: true } });
      // The next change goes out only after the session is checked again (at most a second after the last).
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const after = await createContact(other);
      expect(await stream.next((candidate) => candidate.ids?.includes(after.id) === true, 4_000)).toBeNull();
      expect(stream.ended()).toBe(true);
    } finally {
      stream.close();
    }
  });

  it("sends a browser coming back what it missed, from here or the audit log, or to refetch everything", async () => {
    const cookie = await sessionCookieFor((await createTestUser({ isAdmin: true })).id);
    const other = await cookieFor("superadmin");
    const first = await openStream(cookie);
    // Another admin's stream keeps the hub's source open while this browser is away.
    const keeper = await openStream(await cookieFor("superadmin"));
    try {
      const seen = await createContact(other);
      expect(await first.next((change) => change.ids?.includes(seen.id) === true)).not.toBeNull();
      first.close();
      const missed = await createContact(other);
      expect(await keeper.next((change) => change.ids?.includes(missed.id) === true)).not.toBeNull();

      const resumed = await openStream(cookie, { lastEventId: first.lastId() });
      expect(await resumed.next((change) => change.ids?.includes(missed.id) === true)).toMatchObject({
        type: "contact",
      });
      resumed.close();
      // Another instance's id (another worker's, one from before a deploy): the audit log since it was heard.
      const heardAt = Date.now();
      const meanwhile = await createContact(other);
      const elsewhere = await openStream(cookie, { lastEventId: `another-instance:12:${heardAt}` });
      expect(
        await elsewhere.next((change) => change.type === "*" || change.ids?.includes(meanwhile.id) === true),
      ).toMatchObject({
        type: "contact",
        action: "contact.create",
      });
      elsewhere.close();
      const unknown = await openStream(cookie, { lastEventId: "another-instance:12" });
      expect(await unknown.next(() => true)).toMatchObject({ type: "*", ids: null });
      unknown.close();
    } finally {
      first.close();
      keeper.close();
    }
  });

  it("sends what changed since the page was rendered, before the stream opened", async () => {
    const cookie = await sessionCookieFor((await createTestUser({ isAdmin: true })).id);
    const renderedAt = Date.now();
    const meanwhile = await createContact(await cookieFor("superadmin"));
    const stream = await openStream(cookie, { since: renderedAt });
    try {
      expect(await stream.next((change) => change.ids?.includes(meanwhile.id) === true)).toMatchObject({
        type: "contact",
        action: "contact.create",
      });
    } finally {
      stream.close();
    }
  });

  it("sends a page rendered too long ago to refetch everything", async () => {
    const cookie = await sessionCookieFor((await createTestUser({ isAdmin: true })).id);
    const stream = await openStream(cookie, { since: Date.now() - 10 * 60_000 });
    try {
      expect(await stream.next(() => true)).toMatchObject({
        type: "*",
        ids: null,
        stale: expect.arrayContaining(["/api/admin/users", "/api/admin/trash", "/api/admin/feature-toggles"]),
      });
    } finally {
      stream.close();
    }
  });

  it("names the last change heard as it opens, so a browser that heard none can still resume", async () => {
    const cookie = await sessionCookieFor((await createTestUser({ isAdmin: true })).id);
    const quiet = await openStream(cookie);
    await quiet.next(() => false, 300);
    quiet.close();
    expect(quiet.lastId()).toMatch(/^[0-9a-f]{8}:\d+:\d+$/);
    const resumed = await openStream(cookie, { lastEventId: quiet.lastId() });
    try {
      // Resumable: no "refetch everything" for a gap the hub kept.
      expect(await resumed.next((change) => change.type === "*", 1_000)).toBeNull();
    } finally {
      resumed.close();
    }
  });
});

/**
 * Who hears of what (lib/live/seen-by.ts): an admin whose role cannot read contacts (a Viewer's reads less
 * contacts.read) is not told of a contact's change; one without users.email sees the actor's email masked; an
 * Admin both. The actor has no name, so their label is their email.
 */
async function audiences() {
  const holding = async (permissions: readonly Permission[]) => {
    const role = await db.role.create({ data: { name: `Live ${uniqueTag()}`, permissions: [...permissions] } });
    const admin = await createTestUser({ isAdmin: true });
    await db.user.update({ where: { id: admin.id }, data: { roleId: role.id } });
    return sessionCookieFor(admin.id);
  };
  const viewer = BUILT_IN_ROLES.viewer.permissions;
  const actor = await createTestUser({ isAdmin: true });
  await db.user.update({ where: { id: actor.id }, data: { firstName: null, lastName: null } });
  return {
    actor: { cookie: await sessionCookieFor(actor.id), email: actor.email! },
    noContacts: await holding(viewer.filter((permission) => permission !== "contacts.read")),
    noEmail: await holding(viewer.filter((permission) => permission !== "users.email")),
    admin: await sessionCookieFor((await createTestUser({ isAdmin: true })).id),
  };
}

const naming = (id: string) => (change: SentChange) => change.ids?.includes(id) === true;

describe("what each admin hears of", () => {
  it("the poll: a contact's change only to those who read contacts, its actor's email masked without users.email", async () => {
    const { actor, noContacts, noEmail, admin } = await audiences();
    const starts = await Promise.all([noContacts, noEmail, admin].map(async (cookie) => (await poll(cookie)).json()));
    const [since] = starts.map((start) => (start as ChangesAnswer).now).sort((a, b) => a - b);
    const contact = await createContact(actor.cookie);
    const company = await createCompany(actor.cookie);
    const changesOf = async (cookie: string) =>
      ((await poll(cookie, since)).json() as ChangesAnswer).changes.map((entry) => entry.change);

    const withoutContacts = await changesOf(noContacts);
    expect(withoutContacts.find(naming(company.id))).toMatchObject({ type: "company", actorLabel: actor.email });
    expect(withoutContacts.find(naming(contact.id))).toBeUndefined();
    expect((await changesOf(noEmail)).find(naming(contact.id))).toMatchObject({
      type: "contact",
      actorLabel: maskEmail(actor.email),
    });
    expect((await changesOf(admin)).find(naming(contact.id))).toMatchObject({
      type: "contact",
      actorLabel: actor.email,
    });
  });

  it("the stream: the same, each stream filtered as the change goes out", async () => {
    const { actor, noContacts, noEmail, admin } = await audiences();
    const streams = await Promise.all([noContacts, noEmail, admin].map((cookie) => openStream(cookie)));
    const [withoutContacts, withoutEmail, full] = streams;
    try {
      const contact = await createContact(actor.cookie);
      const company = await createCompany(actor.cookie);
      // The contact's change goes out first: a stream that passed it on would name it before the company's.
      const either = (change: SentChange) => naming(contact.id)(change) || naming(company.id)(change);
      expect(await withoutContacts!.next(either)).toMatchObject({ type: "company", ids: [company.id] });
      expect(await withoutEmail!.next(either)).toMatchObject({
        type: "contact",
        actorLabel: maskEmail(actor.email),
      });
      expect(await full!.next(either)).toMatchObject({ type: "contact", actorLabel: actor.email });
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});

describe("a session's streams", () => {
  it(`are at most ${STREAMS_PER_SESSION}: the next one ends the oldest, and no other session's`, async () => {
    const cookie = await sessionCookieFor((await createTestUser({ isAdmin: true })).id);
    const other = await openStream(await sessionCookieFor((await createTestUser({ isAdmin: true })).id));
    const streams = [];
    try {
      for (let opened = 0; opened < STREAMS_PER_SESSION; opened++) streams.push(await openStream(cookie));
      const [oldest, second] = streams;
      // At the cap, every stream stays open.
      expect(await oldest!.next(() => false, 500)).toBeNull();
      expect(oldest!.ended()).toBe(false);

      streams.push(await openStream(cookie));
      // The oldest is told why (its browser does not reconnect it), then ends.
      expect(await oldest!.next(() => false)).toBeNull();
      expect(oldest!.ended()).toBe(true);
      expect(oldest!.superseded()).toBe(true);
      for (const open of [second!, streams.at(-1)!, other]) {
        expect(await open.next(() => false, 300)).toBeNull();
        expect(open.ended()).toBe(false);
      }

      // One more ends the next oldest: the cap holds however many are opened.
      streams.push(await openStream(cookie));
      expect(await second!.next(() => false)).toBeNull();
      expect(second!.superseded()).toBe(true);
    } finally {
      for (const stream of [...streams, other]) stream.close();
    }
  });
});

// The tests below marked onPostgres run on PostgreSQL only: the embedded database serves each connection apart: no
// notification crosses to another "process" there.

/** Resolves true once `done` holds, false if it does not within `waitMs`. */
async function eventually(done: () => boolean, waitMs = 8_000): Promise<boolean> {
  for (const deadline = Date.now() + waitMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50)))
    if (done()) return true;
  return done();
}

describe("a session's streams on several processes", () => {
  onPostgres(`are at most ${STREAMS_PER_SESSION} on all of them together: each ends the other's oldest`, async () => {
    const user = await createTestUser({ isAdmin: true });
    const cookie = await sessionCookieFor(user.id);
    const { sid } = await db.session.findFirstOrThrow({ where: { userId: user.id }, select: { sid: true } });
    // Another process's registry over the same database: it shares nothing with this one's but the database.
    const elsewhere = new LiveStreamRegistry();
    const endedElsewhere: boolean[] = [];
    const openElsewhere = async () => {
      const index = endedElsewhere.push(false) - 1;
      return elsewhere.admit(sid, () => (endedElsewhere[index] = true));
    };
    const streams = [];
    try {
      await openElsewhere();
      for (let opened = 1; opened < STREAMS_PER_SESSION; opened++) streams.push(await openStream(cookie));
      // At the cap, on both together: every stream stays open.
      expect(await streams[0]!.next(() => false, 500)).toBeNull();
      expect({ here: streams[0]!.ended(), elsewhere: endedElsewhere[0] }).toEqual({ here: false, elsewhere: false });

      // One more here ends the oldest, which is the other process's: told through the database.
      streams.push(await openStream(cookie));
      expect(await eventually(() => endedElsewhere[0]!)).toBe(true);
      expect(streams.every((stream) => !stream.ended())).toBe(true);

      // One more there ends the oldest here, which is told why.
      await openElsewhere();
      expect(await streams[0]!.next(() => false)).toBeNull();
      expect({ ended: streams[0]!.ended(), superseded: streams[0]!.superseded() }).toEqual({
        ended: true,
        superseded: true,
      });
      expect(endedElsewhere[1]).toBe(false);
      expect(await streams[1]!.next(() => false, 300)).toBeNull();
      expect(streams[1]!.ended()).toBe(false);
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});

describe("an admission", () => {
  // It holds only its own session's lock: were it to wait for rows another transaction holds, two admissions
  // sweeping each other's stale rows could each wait for the other (deadlock).
  onPostgres("waits for no row another transaction holds: it sweeps the rest and leaves those", async () => {
    const tag = uniqueTag();
    const [held, free] = [`${tag}-held`, `${tag}-free`];
    await db.$executeRaw`
      INSERT INTO "live_streams" ("id", "sid", "started_at")
      VALUES (${held}, 'elsewhere', now() - interval '1 hour'), (${free}, 'elsewhere', now() - interval '1 hour')`;
    const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
    const admitting = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await Promise.all([holder.connect(), admitting.connect()]);
    try {
      await holder.query("BEGIN");
      await holder.query(`SELECT 1 FROM "live_streams" WHERE "id" = $1 FOR UPDATE`, [held]);
      await admitting.query("SET lock_timeout = '2s'");
      await admitting.query(`SELECT "admit_live_stream"($1, $2, 2, 60)`, [`${tag}-new`, tag]);
      const { rows } = await admitting.query(`SELECT "id" FROM "live_streams" WHERE "id" = ANY($1) ORDER BY "id"`, [
        [held, free, `${tag}-new`],
      ]);
      expect(rows.map((row) => row.id)).toEqual([held, `${tag}-new`]);
    } finally {
      await holder.query("ROLLBACK");
      await Promise.all([holder.end(), admitting.end()]);
      await db.$executeRaw`DELETE FROM "live_streams" WHERE "id" IN (${held}, ${`${tag}-new`})`;
    }
  });
});

describe("the audit log's notifications", () => {
  it("name each record up to 100, and none past that (refetch the whole type)", async () => {
    // One connection both writes and listens: a session hears its own notifications on any database.
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    const heard: LiveChange[] = [];
    client.on("notification", ({ payload }) => heard.push(JSON.parse(payload!) as LiveChange));
    try {
      await client.query(`LISTEN ${LIVE_CHANNEL}`);
      const tag = uniqueTag();
      for (const count of [3, 101])
        await client.query(
          `INSERT INTO audit_logs (id, action, target_type, target_id)
           SELECT gen_random_uuid(), $1, 'live_test', 'record-' || n FROM generate_series(1, $2::int) AS n`,
          [`live_test.${tag}_${count}`, count],
        );
      await client.query("SELECT 1");
      const ofTest = (count: number) => heard.find((change) => change.action === `live_test.${tag}_${count}`);
      expect(ofTest(3)?.ids).toEqual(["record-1", "record-2", "record-3"]);
      expect(ofTest(101)).toMatchObject({ type: "live_test", ids: null });
    } finally {
      await client.query(`DELETE FROM audit_logs WHERE target_type = 'live_test'`);
      await client.end();
    }
  });
});
