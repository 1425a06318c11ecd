// Sanctions through their routes, on the real database: warn, mute, suspend and ban with their rules and
// refusals per role; validation; the same kind replaced; two moderators at once; lift and issued in error; the
// expiry on a controlled clock; the ladder's proposal; the bulk action; SPEC's unban over a suspension.
import { GET as listRoute, POST as issueRoute } from "@/app/api/admin/users/[id]/sanctions/route";
import { POST as liftRoute } from "@/app/api/admin/sanctions/[id]/lift/route";
import { POST as errorRoute } from "@/app/api/admin/sanctions/[id]/error/route";
import { GET as getLadderRoute, PUT as putLadderRoute } from "@/app/api/admin/sanctions/ladder/route";
import { POST as bulkRoute } from "@/app/api/admin/sanctions/route";
import { DELETE as deleteUserRoute, PATCH as patchUserRoute } from "@/app/api/admin/users/[id]/route";
import { POST as restoreRoute } from "@/app/api/admin/trash/restore/route";
import { ERROR_CODE_HEADER, PERMISSION_DENIED } from "@/lib/api/error-codes";
import { db } from "@/lib/db";
import { expireSanctions } from "@/lib/sanctions/expiry";
import { DEFAULT_LADDER } from "@/lib/sanctions/ladder";
import { SANCTIONS_ERROR_CODES, SANCTIONS_ERRORS, SANCTIONS_VALIDATION } from "@/lib/sanctions/messages";
import type { SanctionRow } from "@/lib/sanctions/schema";
import type { UserSanctions } from "@/lib/sanctions/service";
import type { Json } from "@/lib/serialize";
import { USER_ERRORS } from "@/lib/users/messages";
import { builtInRole, customRole, newSignedInAdmin, type SignedInAdmin } from "../helpers/admins";
import { callRoute, okJson } from "../helpers/request";
import { createTestUser, sessionCookieFor } from "../helpers/session";
import { onPostgres } from "../helpers/on-postgres";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let admin: SignedInAdmin;
let moderator: SignedInAdmin;
let viewer: SignedInAdmin;

beforeAll(async () => {
  admin = await newSignedInAdmin();
  moderator = await newSignedInAdmin({ role: await builtInRole("moderator") });
  viewer = await newSignedInAdmin({ role: await builtInRole("viewer") });
});

const issue = (userId: string, body: object, by: SignedInAdmin = moderator) =>
  callRoute(issueRoute, {
    method: "POST",
    cookie: by.cookie,
    path: `/api/admin/users/${userId}/sanctions`,
    params: { id: userId },
    body,
  });

async function issued(userId: string, body: object, by: SignedInAdmin = moderator): Promise<SanctionRow> {
  const answer = await issue(userId, body, by);
  expect({ status: answer.status, text: answer.status === 201 ? "" : answer.text }).toEqual({ status: 201, text: "" });
  return answer.json() as SanctionRow;
}

const list = async (userId: string, by: SignedInAdmin = moderator) =>
  callRoute(listRoute, { cookie: by.cookie, path: `/api/admin/users/${userId}/sanctions`, params: { id: userId } });

const lift = (id: string, body: object, by: SignedInAdmin = moderator) =>
  callRoute(liftRoute, {
    method: "POST",
    cookie: by.cookie,
    path: `/api/admin/sanctions/${id}/lift`,
    params: { id },
    body,
  });

const markError = (id: string, body: object = {}, by: SignedInAdmin = moderator) =>
  callRoute(errorRoute, {
    method: "POST",
    cookie: by.cookie,
    path: `/api/admin/sanctions/${id}/error`,
    params: { id },
    body,
  });

const restrictions = (id: string) =>
  db.user.findUniqueOrThrow({ where: { id }, select: { mutedUntil: true, suspendedUntil: true, isBanned: true } });

const eventsAbout = async (userId: string, type: string) =>
  (await db.webhookEvent.findMany({ where: { type }, orderBy: { createdAt: "asc" } })).filter(
    (event) => (event.payload as { data: { id: string } }).data.id === userId,
  );

const mute = { kind: "mute", reason: "spam", duration: "1d" };

describe("POST /api/admin/users/{id}/sanctions", () => {
  it("mutes for a preset duration: the user's mutedUntil, the audit entry and user.muted without the staff note", async () => {
    const user = await createTestUser();
    const before = Date.now();
    const sanction = await issued(user.id, { ...mute, reasonText: "Links in #general", note: "Third time this week" });
    expect(sanction).toMatchObject({ userId: user.id, kind: "mute", reason: "spam", reasonText: "Links in #general" });
    const ends = Date.parse(sanction.endsAt!);
    expect(ends - before).toBeGreaterThanOrEqual(DAY);
    expect(ends - Date.now()).toBeLessThanOrEqual(DAY);
    expect(await restrictions(user.id)).toEqual({ mutedUntil: new Date(ends), suspendedUntil: null, isBanned: false });
    const entry = await db.auditLog.findFirstOrThrow({ where: { targetId: user.id, action: "user.mute" } });
    expect(entry.actorId).toBe(moderator.id);
    expect(entry.details).toMatchObject({ note: "Third time this week" });
    const [event] = await eventsAbout(user.id, "user.muted");
    expect(event!.payload).toMatchObject({
      data: { id: user.id, mutedUntil: sanction.endsAt, isBanned: false, sanction: { id: sanction.id, kind: "mute" } },
    });
    expect(JSON.stringify(event!.payload)).not.toContain("Third time");
    // Its expiry is queued at its end.
    const [job] = await db.$queryRaw<{ runAt: Date }[]>`
      SELECT run_at AS "runAt" FROM graphile_worker.jobs WHERE key = ${`sanctions.expire:${sanction.id}`}`;
    expect(job?.runAt.getTime()).toBe(ends);
  });

  it("warns (nothing restricted) and bans (isBanned, sessions ended, user.banned)", async () => {
    const user = await createTestUser();
    await issued(user.id, { kind: "warn", reason: "harassment" });
    expect(await restrictions(user.id)).toEqual({ mutedUntil: null, suspendedUntil: null, isBanned: false });
    await sessionCookieFor(user.id);
    await issued(user.id, { kind: "ban", reason: "illegal" });
    expect(await restrictions(user.id)).toMatchObject({ isBanned: true });
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
    expect(await eventsAbout(user.id, "user.banned")).toHaveLength(1);
    expect(await eventsAbout(user.id, "user.warned")).toHaveLength(1);
  });

  it("suspends until a date: isBanned while it lasts, sessions ended; a banned user cannot be suspended (409)", async () => {
    const user = await createTestUser();
    await sessionCookieFor(user.id);
    const endsAt = new Date(Date.now() + 3 * DAY).toISOString();
    await issued(user.id, { kind: "suspend", reason: "violence", endsAt });
    expect(await restrictions(user.id)).toEqual({ mutedUntil: null, suspendedUntil: new Date(endsAt), isBanned: true });
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
    const banned = await createTestUser({ isBanned: true });
    const answer = await issue(banned.id, { kind: "suspend", reason: "spam", duration: "7d" });
    expect(answer.status).toBe(409);
    expect(answer.headers.get(ERROR_CODE_HEADER)).toBe(SANCTIONS_ERROR_CODES.bannedAlready);
  });

  it.each(
    (
      [
        [{ kind: "mute", reason: "spam" }, SANCTIONS_VALIDATION.durationRequired],
        [{ kind: "warn", reason: "spam", duration: "1h" }, SANCTIONS_VALIDATION.durationNotAllowed],
        [
          { kind: "mute", reason: "spam", duration: "1h", endsAt: new Date(Date.now() + DAY).toISOString() },
          SANCTIONS_VALIDATION.durationRequired,
        ],
        [{ kind: "kick", reason: "spam" }, SANCTIONS_VALIDATION.kind],
        [{ kind: "warn", reason: "rude" }, SANCTIONS_VALIDATION.reason],
        [{ kind: "mute", reason: "spam", duration: "2d" }, SANCTIONS_VALIDATION.duration],
        [{ kind: "mute", reason: "spam", endsAt: "tomorrow" }, SANCTIONS_VALIDATION.endsAt],
        [
          { kind: "mute", reason: "spam", endsAt: new Date(Date.now() - 1000).toISOString() },
          SANCTIONS_VALIDATION.endsAtPast,
        ],
        [
          { kind: "mute", reason: "spam", endsAt: new Date(Date.now() + 400 * DAY).toISOString() },
          SANCTIONS_VALIDATION.endsAtTooFar,
        ],
        [{ kind: "warn", reason: "spam", reasonText: "x".repeat(1001) }, SANCTIONS_VALIDATION.reasonTextTooLong],
      ] as const
    ).map(([body, message]) => [message, body] as const),
  )("refuses with 400 (%s), changing nothing", async (message, body) => {
    const user = await createTestUser();
    const answer = await issue(user.id, body);
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(message);
    expect(await db.sanction.count({ where: { userId: user.id } })).toBe(0);
  });

  it("refuses oneself, a superadmin, an admin the moderator cannot act on, and a ban without users.ban", async () => {
    const expectRefused = async (answer: Awaited<ReturnType<typeof issue>>, text: string) => {
      expect({ status: answer.status, text: answer.text }).toEqual({ status: 403, text });
    };
    await expectRefused(await issue(moderator.id, mute), SANCTIONS_ERRORS.sanctionSelf);
    const superadmin = await createTestUser({ isAdmin: true, isSuperadmin: true });
    await expectRefused(await issue(superadmin.id, mute), SANCTIONS_ERRORS.sanctionSuperadmin);
    const otherAdmin = await createTestUser({ isAdmin: true });
    await expectRefused(await issue(otherAdmin.id, { kind: "ban", reason: "spam" }), USER_ERRORS.outranked);
    // The Admin role may suspend an admin (today's ban rules).
    await issued(otherAdmin.id, { kind: "suspend", reason: "spam", duration: "1h" }, admin);
    const manager = await newSignedInAdmin({ role: await customRole(["users.read", "sanctions.manage"]) });
    const user = await createTestUser();
    const answer = await issue(user.id, { kind: "ban", reason: "spam" }, manager);
    expect(answer.status).toBe(403);
    expect(answer.headers.get(ERROR_CODE_HEADER)).toBe(PERMISSION_DENIED);
    await issued(user.id, mute, manager);
    expect(await db.sanction.count({ where: { userId: user.id } })).toBe(1);
  });

  it("a Viewer reads a user's sanctions but cannot issue one; an unknown user is a 404", async () => {
    const user = await createTestUser();
    await issued(user.id, mute);
    expect(okJson<Json<UserSanctions>>(await list(user.id, viewer)).sanctions).toHaveLength(1);
    const answer = await issue(user.id, mute, viewer);
    expect(answer.status).toBe(403);
    expect((await issue("no-such-user", mute)).status).toBe(404);
    expect((await list("no-such-user")).status).toBe(404);
  });

  it("a new mute replaces the one in force", async () => {
    const user = await createTestUser();
    const first = await issued(user.id, { ...mute, duration: "7d" });
    const second = await issued(user.id, { ...mute, duration: "1h" });
    const stored = await db.sanction.findUniqueOrThrow({ where: { id: first.id } });
    expect(stored).toMatchObject({ liftedById: moderator.id, liftReason: "Replaced by a new mute" });
    expect((await restrictions(user.id)).mutedUntil).toEqual(new Date(second.endsAt!));
  });

  it("two moderators sanctioning one user at once: applied one after the other, never both in force", async () => {
    const other = await newSignedInAdmin({ role: await builtInRole("moderator") });
    const user = await createTestUser();
    const answers = await Promise.all([
      issue(user.id, { ...mute, duration: "1h" }),
      issue(user.id, { ...mute, duration: "30d" }, other),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const inForce = await db.sanction.findMany({ where: { userId: user.id, liftedAt: null } });
    expect(inForce).toHaveLength(1);
    expect((await restrictions(user.id)).mutedUntil).toEqual(inForce[0]!.endsAt);

    // A suspension and a ban at once: the ban wins either way (it replaces the suspension, or the suspension of a
    // banned user is refused), and the user is left banned with no suspension in force.
    const target = await createTestUser();
    const raced = await Promise.all([
      issue(target.id, { kind: "suspend", reason: "spam", duration: "7d" }),
      issue(target.id, { kind: "ban", reason: "spam" }, other),
    ]);
    expect(raced[1]!.status).toBe(201);
    expect([201, 409]).toContain(raced[0]!.status);
    const left = await db.sanction.findMany({ where: { userId: target.id, liftedAt: null } });
    expect(left.map((sanction) => sanction.kind)).toEqual(["ban"]);
    expect(await restrictions(target.id)).toEqual({ mutedUntil: null, suspendedUntil: null, isBanned: true });
  });
});

describe("POST /api/admin/sanctions/{id}/lift and /error", () => {
  it("lifts a suspension early with a reason: the user is back, user.restriction_lifted; twice is a 409", async () => {
    const user = await createTestUser();
    const sanction = await issued(user.id, { kind: "suspend", reason: "spam", duration: "7d" });
    const refused = await lift(sanction.id, {});
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(SANCTIONS_VALIDATION.liftReason);
    const lifted = okJson<SanctionRow>(await lift(sanction.id, { reason: "Appeal accepted" }));
    expect(lifted).toMatchObject({ liftReason: "Appeal accepted", liftedBy: { id: moderator.id } });
    expect(await restrictions(user.id)).toEqual({ mutedUntil: null, suspendedUntil: null, isBanned: false });
    const [event] = await eventsAbout(user.id, "user.restriction_lifted");
    expect(event!.payload).toMatchObject({
      data: { suspendedUntil: null, isBanned: false, liftReason: "Appeal accepted" },
    });
    const again = await lift(sanction.id, { reason: "again" });
    expect(again.status).toBe(409);
    expect(again.text).toBe(SANCTIONS_ERRORS.alreadyEnded);
    expect((await lift("no-such-sanction", { reason: "x" })).status).toBe(404);
  });

  it("issued in error: lifted if in force, no longer counted by the ladder; a second mark is a 409", async () => {
    const user = await createTestUser();
    const warning = await issued(user.id, { kind: "warn", reason: "spam" });
    const muted = await issued(user.id, mute);
    expect(okJson<Json<UserSanctions>>(await list(user.id)).proposal).toEqual(DEFAULT_LADDER.steps[2]);
    const marked = okJson<SanctionRow>(await markError(muted.id, { reason: "Wrong user" }));
    expect(marked).toMatchObject({ liftReason: "Issued in error: Wrong user", issuedInErrorBy: { id: moderator.id } });
    expect(marked.issuedInErrorAt).not.toBeNull();
    expect((await restrictions(user.id)).mutedUntil).toBeNull();
    const lifted = await eventsAbout(user.id, "user.restriction_lifted");
    expect(lifted.map((event) => event.payload)).toMatchObject([
      { data: { mutedUntil: null, liftReason: "Issued in error: Wrong user", sanction: { id: muted.id } } },
    ]);
    // The warning now stands alone: the next step is the mute again.
    expect(okJson<Json<UserSanctions>>(await list(user.id)).proposal).toEqual(DEFAULT_LADDER.steps[1]);
    // A warning was never in force: marking it lifts nothing and tells the chat app nothing.
    okJson(await markError(warning.id));
    expect(await eventsAbout(user.id, "user.restriction_lifted")).toHaveLength(1);
    expect(okJson<Json<UserSanctions>>(await list(user.id)).proposal).toEqual(DEFAULT_LADDER.steps[0]);
    const again = await markError(warning.id);
    expect(again.status).toBe(409);
    expect(again.text).toBe(SANCTIONS_ERRORS.alreadyInError);
  });

  it("lifting and marking follow issuing's rules: never one's own, a superadmin's, an outranking admin's, a ban's without users.ban", async () => {
    const expectRefused = async (answer: Awaited<ReturnType<typeof lift>>, text: string) => {
      expect({ status: answer.status, text: answer.text }).toEqual({ status: 403, text });
    };
    // A Moderator muted by an Admin keeps the mute, and its place in their history.
    const self = await newSignedInAdmin({ role: await builtInRole("moderator") });
    const ownMute = await issued(self.id, mute, admin);
    const ownWarning = await issued(self.id, { kind: "warn", reason: "spam" }, admin);
    await expectRefused(await lift(ownMute.id, { reason: "Mine" }, self), SANCTIONS_ERRORS.sanctionSelf);
    await expectRefused(await markError(ownMute.id, {}, self), SANCTIONS_ERRORS.sanctionSelf);
    await expectRefused(await markError(ownWarning.id, {}, self), SANCTIONS_ERRORS.sanctionSelf);
    // An admin's history, even what is no longer in force, is out of a Moderator's reach.
    const otherAdmin = await createTestUser({ isAdmin: true });
    const adminWarning = await issued(otherAdmin.id, { kind: "warn", reason: "spam" }, admin);
    const adminMute = await issued(otherAdmin.id, mute, admin);
    okJson(await lift(adminMute.id, { reason: "Appeal accepted" }, admin));
    await expectRefused(await markError(adminWarning.id), USER_ERRORS.outranked);
    await expectRefused(await markError(adminMute.id), USER_ERRORS.outranked);
    // A superadmin's (one made superadmin after a sanction, say) are nobody's to change.
    const superadmin = await createTestUser({ isAdmin: true, isSuperadmin: true });
    const old = await db.sanction.create({
      data: {
        userId: superadmin.id,
        kind: "mute",
        reason: "spam",
        endsAt: new Date(Date.now() + DAY),
        issuedById: admin.id,
      },
    });
    await expectRefused(await lift(old.id, { reason: "x" }, admin), SANCTIONS_ERRORS.sanctionSuperadmin);
    await expectRefused(await markError(old.id, {}, admin), SANCTIONS_ERRORS.sanctionSuperadmin);
    // A ban, lifted or not, is marked only with users.ban.
    const manager = await newSignedInAdmin({ role: await customRole(["users.read", "sanctions.manage"]) });
    const member = await createTestUser();
    const ban = await issued(member.id, { kind: "ban", reason: "spam" });
    okJson(await lift(ban.id, { reason: "Appeal accepted" }));
    const answer = await markError(ban.id, {}, manager);
    expect(answer.status).toBe(403);
    expect(answer.headers.get(ERROR_CODE_HEADER)).toBe(PERMISSION_DENIED);
    const untouched = await db.sanction.findMany({
      where: { id: { in: [ownMute.id, ownWarning.id, adminWarning.id, adminMute.id, old.id, ban.id] } },
    });
    expect(untouched.every((sanction) => sanction.issuedInErrorAt === null)).toBe(true);
    expect(untouched.find((sanction) => sanction.id === ownMute.id)!.liftedAt).toBeNull();
    expect(untouched.find((sanction) => sanction.id === old.id)!.liftedAt).toBeNull();
    expect((await restrictions(self.id)).mutedUntil).toEqual(new Date(ownMute.endsAt!));
  });

  it("a Viewer can neither lift nor mark", async () => {
    const user = await createTestUser();
    const sanction = await issued(user.id, mute);
    expect((await lift(sanction.id, { reason: "x" }, viewer)).status).toBe(403);
    expect((await markError(sanction.id, {}, viewer)).status).toBe(403);
  });
});

describe("issued in error gives back what it replaced", () => {
  // The position the restrictions feed pages on (GET /api/chat/restrictions): a change moves it on, and the feed
  // then serves the user's columns as they are. Read here, not through the feed, which waits for every older
  // transaction on the server (a benchmark's, say) before it serves a change.
  const feedPosition = async (id: string) =>
    (await db.$queryRaw<{ xid: bigint }[]>`SELECT restrictions_xid AS xid FROM users WHERE id = ${id}`)[0]!.xid;
  const expiryJob = async (id: string) =>
    (
      await db.$queryRaw<{ runAt: Date }[]>`
        SELECT run_at AS "runAt" FROM graphile_worker.jobs WHERE key = ${`sanctions.expire:${id}`}`
    )[0];

  it("a 7-day mute replaced by a 1-hour mute: marking the 1-hour one brings the 7-day one back, to its end", async () => {
    const user = await createTestUser();
    const week = await issued(user.id, { ...mute, duration: "7d" });
    const hour = await issued(user.id, { ...mute, duration: "1h" });
    expect(await db.sanction.findUniqueOrThrow({ where: { id: week.id } })).toMatchObject({ replacedById: hour.id });
    // The 7-day mute's job ran meanwhile (a lost job, or a sweep): it must be queued again.
    await db.$queryRaw`SELECT graphile_worker.remove_job(${`sanctions.expire:${week.id}`}::text)`;
    expect(await expiryJob(week.id)).toBeUndefined();
    const position = await feedPosition(user.id);
    okJson(await markError(hour.id, { reason: "Wrong member" }));
    const back = await db.sanction.findUniqueOrThrow({ where: { id: week.id } });
    expect(back).toMatchObject({ liftedAt: null, liftedById: null, liftReason: null, replacedById: null });
    expect(back.endsAt).toEqual(new Date(week.endsAt!));
    expect(await restrictions(user.id)).toEqual({
      mutedUntil: new Date(week.endsAt!),
      suspendedUntil: null,
      isBanned: false,
    });
    expect((await expiryJob(week.id))?.runAt).toEqual(new Date(week.endsAt!));
    // The audit entry names what came back; the chat app hears the 7-day mute again, with the state it leaves.
    const entry = await db.auditLog.findFirstOrThrow({
      where: { targetId: user.id, action: "user.sanction_in_error" },
    });
    expect(entry.details).toMatchObject({
      lifted: true,
      reinstated: [{ id: week.id, kind: "mute", endsAt: week.endsAt }],
    });
    const muted = await eventsAbout(user.id, "user.muted");
    expect(muted).toHaveLength(3);
    expect(muted[2]!.payload).toMatchObject({
      data: { id: user.id, mutedUntil: week.endsAt, sanction: { id: week.id }, inErrorSanctionId: hour.id },
    });
    expect(await eventsAbout(user.id, "user.restriction_lifted")).toHaveLength(0);
    // The restrictions feed serves the change, with these columns.
    expect(await feedPosition(user.id)).toBeGreaterThan(position);
  });

  it("does not bring back a replaced sanction already past its end", async () => {
    const user = await createTestUser();
    const day = await issued(user.id, { ...mute, duration: "1d" });
    const hour = await issued(user.id, { ...mute, duration: "1h" });
    await db.sanction.update({ where: { id: day.id }, data: { endsAt: new Date(Date.now() - 1000) } });
    okJson(await markError(hour.id));
    expect(await db.sanction.findUniqueOrThrow({ where: { id: day.id } })).toMatchObject({
      liftReason: "Replaced by a new mute",
    });
    expect((await restrictions(user.id)).mutedUntil).toBeNull();
    expect(await eventsAbout(user.id, "user.restriction_lifted")).toHaveLength(1);
  });

  it("a ban that replaced a suspension, marked: the suspension is back, its sessions ended again", async () => {
    const user = await createTestUser();
    const suspension = await issued(user.id, { kind: "suspend", reason: "spam", duration: "7d" });
    const ban = await issued(user.id, { kind: "ban", reason: "spam" });
    await sessionCookieFor(user.id);
    okJson(await markError(ban.id));
    expect(await db.sanction.findUniqueOrThrow({ where: { id: suspension.id } })).toMatchObject({ liftedAt: null });
    expect(await restrictions(user.id)).toEqual({
      mutedUntil: null,
      suspendedUntil: new Date(suspension.endsAt!),
      isBanned: true,
    });
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
    const [, again] = await eventsAbout(user.id, "user.suspended");
    expect(again!.payload).toMatchObject({ data: { isBanned: true, sanction: { id: suspension.id } } });
  });

  it("brings nothing back over a later decision: a lift of the mistaken one, or a newer mute", async () => {
    const lifted = await createTestUser();
    await issued(lifted.id, { ...mute, duration: "7d" });
    const hour = await issued(lifted.id, { ...mute, duration: "1h" });
    okJson(await lift(hour.id, { reason: "Appeal accepted" }));
    okJson(await markError(hour.id));
    expect((await restrictions(lifted.id)).mutedUntil).toBeNull();

    const newer = await createTestUser();
    const week = await issued(newer.id, { ...mute, duration: "7d" });
    const short = await issued(newer.id, { ...mute, duration: "1h" });
    await expireSanctions(new Date(Date.parse(short.endsAt!) + 1000));
    const day = await issued(newer.id, mute);
    okJson(await markError(short.id));
    expect((await db.sanction.findUniqueOrThrow({ where: { id: week.id } })).liftedAt).not.toBeNull();
    expect((await restrictions(newer.id)).mutedUntil).toEqual(new Date(day.endsAt!));
  });

  it("one that had ended, marked, gives nothing back: what happened since may have ended the earlier one too", async () => {
    const user = await createTestUser();
    await issued(user.id, { ...mute, duration: "7d" });
    const hour = await issued(user.id, { ...mute, duration: "1h" });
    await expireSanctions(new Date(Date.parse(hour.endsAt!) + 1000));
    okJson(await markError(hour.id));
    expect((await restrictions(user.id)).mutedUntil).toBeNull();
  });

  it("a mistaken sanction a later one replaced passes what it replaced on: marking the later one gives it back", async () => {
    const user = await createTestUser();
    const week = await issued(user.id, { ...mute, duration: "7d" });
    const hour = await issued(user.id, { ...mute, duration: "1h" });
    const day = await issued(user.id, mute);
    okJson(await markError(hour.id));
    expect((await restrictions(user.id)).mutedUntil).toEqual(new Date(day.endsAt!));
    okJson(await markError(day.id));
    expect((await restrictions(user.id)).mutedUntil).toEqual(new Date(week.endsAt!));
  });
});

describe("expiry", () => {
  it("lifts what is past its end on a controlled clock, as the system, with user.restriction_lifted", async () => {
    const user = await createTestUser();
    const muted = await issued(user.id, { ...mute, duration: "1h" });
    const suspended = await issued(user.id, { kind: "suspend", reason: "spam", duration: "1d" });
    const ends = Date.parse(muted.endsAt!);
    await expireSanctions(new Date(ends - 1000));
    expect((await restrictions(user.id)).mutedUntil).toEqual(new Date(ends));
    await expireSanctions(new Date(ends));
    expect(await restrictions(user.id)).toEqual({
      mutedUntil: null,
      suspendedUntil: new Date(suspended.endsAt!),
      isBanned: true,
    });
    expect(await db.sanction.findUniqueOrThrow({ where: { id: muted.id } })).toMatchObject({
      liftedById: null,
      liftReason: null,
      liftedAt: new Date(ends),
    });
    await expireSanctions(new Date(Date.parse(suspended.endsAt!) + 1000));
    expect(await restrictions(user.id)).toEqual({ mutedUntil: null, suspendedUntil: null, isBanned: false });
    const entries = await db.auditLog.findMany({ where: { targetId: user.id, action: "user.lift_sanction" } });
    expect(entries).toHaveLength(2);
    expect(entries.every((entry) => entry.actorId === null)).toBe(true);
    expect(await eventsAbout(user.id, "user.restriction_lifted")).toHaveLength(2);
  });
  // The embedded database runs one statement at a time: a transaction held open there stops every other connection.
  onPostgres("a user another transaction holds does not keep another user's due sanction waiting", async () => {
    // The held user's sanctions are the soonest due, more than a batch of them: they stand at the head of the queue.
    const held = await createTestUser();
    const longAgo = Date.now() - 365 * DAY;
    await db.sanction.createMany({
      data: Array.from({ length: 250 }, (_, index) => ({
        userId: held.id,
        kind: "mute",
        reason: "spam",
        endsAt: new Date(longAgo + index * 1000),
        issuedById: admin.id,
      })),
    });
    const user = await createTestUser();
    const muted = await issued(user.id, { ...mute, duration: "1h" });
    const ends = new Date(Date.parse(muted.endsAt!));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = db.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT id FROM users WHERE id = ${held.id} FOR UPDATE`;
        locked();
        await released;
      },
      { timeout: 30_000 },
    );
    try {
      await isLocked;
      await expireSanctions(ends);
      expect((await restrictions(user.id)).mutedUntil).toBeNull();
      expect(await db.sanction.count({ where: { userId: held.id, liftedAt: null } })).toBe(250);
    } finally {
      release();
      await holder;
    }
    // Once let go, the next pass takes the held user's too.
    await expireSanctions(ends);
    expect(await db.sanction.count({ where: { userId: held.id, liftedAt: null } })).toBe(0);
  });
});

describe("the ladder", () => {
  it("proposes the next step from the last six months, and follows the saved ladder (sanctions.configure)", async () => {
    const user = await createTestUser();
    expect(okJson<Json<UserSanctions>>(await list(user.id)).proposal).toEqual({ kind: "warn" });
    const old = await issued(user.id, { kind: "warn", reason: "spam" });
    await db.sanction.update({ where: { id: old.id }, data: { createdAt: new Date(Date.now() - 200 * DAY) } });
    expect(okJson<Json<UserSanctions>>(await list(user.id)).proposal).toEqual({ kind: "warn" });
    await issued(user.id, { kind: "warn", reason: "spam" });
    expect(okJson<Json<UserSanctions>>(await list(user.id)).proposal).toEqual({ kind: "mute", duration: "1d" });

    const ladder = { steps: [{ kind: "warn" }, { kind: "suspend", duration: "30d" }] };
    const put = (by: SignedInAdmin, body: object) =>
      callRoute(putLadderRoute, { method: "PUT", cookie: by.cookie, path: "/api/admin/sanctions/ladder", body });
    expect((await put(moderator, ladder)).status).toBe(403);
    expect((await put(admin, { steps: [{ kind: "mute" }] })).status).toBe(400);
    try {
      okJson(await put(admin, ladder));
      expect(
        okJson(await callRoute(getLadderRoute, { cookie: viewer.cookie, path: "/api/admin/sanctions/ladder" })),
      ).toEqual(ladder);
      expect(okJson<Json<UserSanctions>>(await list(user.id)).proposal).toEqual({ kind: "suspend", duration: "30d" });
    } finally {
      okJson(await put(admin, DEFAULT_LADDER));
    }
  });
});

describe("POST /api/admin/sanctions (bulk)", () => {
  it("sanctions the selected users, skipping those a rule refuses", async () => {
    const [a, b] = [await createTestUser(), await createTestUser()];
    const superadmin = await createTestUser({ isAdmin: true, isSuperadmin: true });
    const answer = await callRoute(bulkRoute, {
      method: "POST",
      cookie: moderator.cookie,
      path: "/api/admin/sanctions",
      body: { sanction: mute, userIds: [a.id, b.id, superadmin.id] },
    });
    expect(okJson(answer)).toMatchObject({
      matched: 3,
      changed: 2,
      skipped: 1,
      skippedRecords: [{ id: superadmin.id, reason: SANCTIONS_ERRORS.sanctionSuperadmin }],
      next: null,
    });
    expect((await restrictions(a.id)).mutedUntil).not.toBeNull();
    expect((await restrictions(b.id)).mutedUntil).not.toBeNull();
    const empty = await callRoute(bulkRoute, {
      method: "POST",
      cookie: moderator.cookie,
      path: "/api/admin/sanctions",
      body: { sanction: mute, userIds: [] },
    });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain(SANCTIONS_VALIDATION.userIdsRequired);
  });
});

describe("SPEC's ban and unban over sanctions", () => {
  it("an unban ends a suspension in force; a ban ends it too, so its end cannot unban", async () => {
    const patch = (id: string, isBanned: boolean) =>
      callRoute(patchUserRoute, {
        method: "PATCH",
        cookie: admin.cookie,
        path: `/api/admin/users/${id}`,
        params: { id },
        body: { isBanned },
      });
    const user = await createTestUser();
    const suspension = await issued(user.id, { kind: "suspend", reason: "spam", duration: "1h" });
    okJson(await patch(user.id, false));
    expect(await restrictions(user.id)).toEqual({ mutedUntil: null, suspendedUntil: null, isBanned: false });
    expect(await db.sanction.findUniqueOrThrow({ where: { id: suspension.id } })).toMatchObject({
      liftReason: "Unbanned",
    });

    const other = await createTestUser();
    const second = await issued(other.id, { kind: "suspend", reason: "spam", duration: "1h" });
    okJson(await patch(other.id, true));
    await expireSanctions(new Date(Date.parse(second.endsAt!) + 1000));
    expect(await restrictions(other.id)).toEqual({ mutedUntil: null, suspendedUntil: null, isBanned: true });
  });
});

describe("the trash", () => {
  it("a deleted user's sanctions go with them and come back on restore, their moderator named again", async () => {
    const user = await createTestUser();
    // A replaced mute names the one that replaced it: the link comes back with both.
    const replaced = await issued(user.id, mute, admin);
    const replacing = await issued(user.id, mute, admin);
    const ban = await issued(user.id, { kind: "ban", reason: "spam" }, admin);
    const answer = await callRoute(deleteUserRoute, {
      method: "DELETE",
      cookie: admin.cookie,
      path: `/api/admin/users/${user.id}`,
      params: { id: user.id },
    });
    expect(answer.status).toBeLessThan(300);
    expect(await db.sanction.count({ where: { userId: user.id } })).toBe(0);
    const entry = await db.trashEntry.findFirstOrThrow({ where: { type: "user", recordId: user.id } });
    okJson(await callRoute(restoreRoute, { method: "POST", cookie: admin.cookie, body: { batch: entry.batchId } }));
    expect(await db.sanction.findUniqueOrThrow({ where: { id: ban.id } })).toMatchObject({
      userId: user.id,
      kind: "ban",
      issuedById: admin.id,
      liftedAt: null,
    });
    expect(await db.sanction.findUniqueOrThrow({ where: { id: replaced.id } })).toMatchObject({
      replacedById: replacing.id,
    });
  });
});
