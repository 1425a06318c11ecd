// The reports inbox through its routes, on the real database (docs/decisions/moderation.md "Reports"): the chat
// app's report with a token (merging, idempotency, throttling, validation), the inbox and its open item, claims
// and resolutions with their races, and the Undo.
import { POST as fileRoute } from "@/app/api/chat/reports/route";
import { GET as listRoute } from "@/app/api/admin/reports/route";
import { GET as itemRoute } from "@/app/api/admin/reports/[itemId]/route";
import { GET as openCountRoute } from "@/app/api/admin/reports/open-count/route";
import { POST as claimRoute } from "@/app/api/admin/reports/[itemId]/claim/route";
import { POST as resolveRoute } from "@/app/api/admin/reports/[itemId]/resolve/route";
import { POST as reopenRoute } from "@/app/api/admin/reports/[itemId]/reopen/route";
import { POST as issueSanctionRoute } from "@/app/api/admin/users/[id]/sanctions/route";
import { ERROR_CODE_HEADER } from "@/lib/api/error-codes";
import { db } from "@/lib/db";
import { REPORTS_PER_HOUR } from "@/lib/reports/file-report";
import { REPORT_ENTRIES_SHOWN } from "@/lib/reports/service";
import { REPORT_ERROR_CODES, REPORTS_ERRORS, REPORTS_VALIDATION } from "@/lib/reports/messages";
import type { ReportItemDetailRow, ReportItemRow } from "@/lib/reports/schema";
import { SANCTIONS_VALIDATION } from "@/lib/sanctions/messages";
import { adminHolding, builtInRole, customRole, newSignedInAdmin, type SignedInAdmin } from "../helpers/admins";
import { createChannel } from "../helpers/fixtures";
import { callRoute, okJson } from "../helpers/request";
import { cookieFor, createTestUser } from "../helpers/session";
import { chatAppToken } from "../helpers/tokens";

let chatToken: string;
let moderator: SignedInAdmin;
let otherModerator: SignedInAdmin;
let viewer: SignedInAdmin;

beforeAll(async () => {
  chatToken = await chatAppToken(["reports.create"]);
  const moderatorRole = await builtInRole("moderator");
  moderator = await newSignedInAdmin({ role: moderatorRole });
  otherModerator = await newSignedInAdmin({ role: moderatorRole });
  viewer = await newSignedInAdmin({ role: await builtInRole("viewer") });
});

const report = (body: Record<string, unknown>, token = chatToken) =>
  callRoute(fileRoute, {
    method: "POST",
    path: "/api/chat/reports",
    body,
    origin: null,
    headers: { authorization: `Bearer ${token}` },
  });

type Filed = { id: string; itemId: string; created: boolean };

/** A channel where one member wrote twelve messages, a minute apart; the seventh is the offending one. */
async function conversation() {
  const [author, ...reporters] = await Promise.all(Array.from({ length: 4 }, () => createTestUser()));
  const channel = await createChannel([author!.id]);
  const start = Date.now() - 60 * 60_000;
  const messages = [];
  for (let index = 0; index < 12; index += 1)
    messages.push(
      await db.message.create({
        data: {
          userId: author!.id,
          channelId: channel.id,
          content: `message ${index}`,
          createdAt: new Date(start + index * 60_000),
        },
      }),
    );
  return { author: author!, reporters, channel, messages, offending: messages[6]! };
}

async function filed(body: Record<string, unknown>): Promise<Filed> {
  const answer = await report(body);
  expect({ status: answer.status, text: answer.status === 201 ? "" : answer.text }).toEqual({ status: 201, text: "" });
  return answer.json() as Filed;
}

const as = (admin: SignedInAdmin) => admin.cookie;

const item = (id: string, admin = moderator) =>
  callRoute(itemRoute, { cookie: as(admin), path: `/api/admin/reports/${id}`, params: { itemId: id } });

const claim = (id: string, admin = moderator) =>
  callRoute(claimRoute, {
    method: "POST",
    cookie: as(admin),
    path: `/api/admin/reports/${id}/claim`,
    params: { itemId: id },
  });

const resolve = (id: string, actions: Record<string, unknown>[], admin: SignedInAdmin | string = moderator) =>
  callRoute(resolveRoute, {
    method: "POST",
    cookie: typeof admin === "string" ? admin : as(admin),
    path: `/api/admin/reports/${id}/resolve`,
    params: { itemId: id },
    body: { actions },
  });

const reopen = (id: string, admin = moderator) =>
  callRoute(reopenRoute, {
    method: "POST",
    cookie: as(admin),
    path: `/api/admin/reports/${id}/reopen`,
    params: { itemId: id },
  });

async function list(query: Record<string, string>, admin = moderator) {
  const path = `/api/admin/reports?${new URLSearchParams(query)}`;
  return okJson<ReportItemRow[]>(await callRoute(listRoute, { cookie: as(admin), path }));
}

describe("POST /api/chat/reports", () => {
  it("files a report, answers the same report again for the same reporter and target, and merges other reporters", async () => {
    const { reporters, offending, author, channel } = await conversation();
    const [ana, bo] = [reporters[0]!, reporters[1]!];
    const first = await filed({ reporterId: ana.id, messageId: offending.id, reason: "spam", comment: "ads" });
    const again = await report({ reporterId: ana.id, messageId: offending.id, reason: "hate" });
    expect(again.status).toBe(200);
    expect(again.json()).toEqual({ ...first, created: false });
    const second = await filed({ reporterId: bo.id, messageId: offending.id, reason: "harassment" });
    expect(second.itemId).toBe(first.itemId);
    const stored = await db.reportItem.findUniqueOrThrow({ where: { id: first.itemId } });
    expect(stored).toMatchObject({
      targetType: "message",
      messageId: offending.id,
      channelId: channel.id,
      userId: author.id,
      messageContent: "message 6",
      status: "open",
      reportCount: 2,
      reasons: ["spam", "harassment"],
    });
    expect(await db.report.count({ where: { itemId: first.itemId } })).toBe(2);
    // A report of the member is an item of its own.
    const member = await filed({ reporterId: ana.id, userId: author.id, reason: "harassment" });
    expect(member.itemId).not.toBe(first.itemId);
  });

  it("opens one item for many reports at once", async () => {
    const { offending } = await conversation();
    const reporters = await Promise.all(Array.from({ length: 8 }, () => createTestUser()));
    const answers = await Promise.all(
      reporters.map((reporter) => report({ reporterId: reporter.id, messageId: offending.id, reason: "spam" })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(reporters.map(() => 201));
    const items = await db.reportItem.findMany({ where: { messageId: offending.id } });
    expect(items).toHaveLength(1);
    expect(items[0]!.reportCount).toBe(8);
  });

  it("answers the same report for a reporter's two identical reports at once", async () => {
    const { offending, reporters } = await conversation();
    const body = { reporterId: reporters[0]!.id, messageId: offending.id, reason: "spam" };
    const answers = await Promise.all([report(body), report(body), report(body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((answer) => (answer.json() as Filed).id)).size).toBe(1);
    expect(await db.report.count({ where: { item: { messageId: offending.id } } })).toBe(1);
  });

  it("throttles a reporter past its hourly count, with Retry-After", async () => {
    const { offending, reporters, author } = await conversation();
    const reporter = reporters[0]!;
    // Thirty reports of other members in the last hour, each its own (resolved) item.
    const items = await Promise.all(
      Array.from({ length: REPORTS_PER_HOUR }, () =>
        db.reportItem.create({ data: { targetType: "user", userId: author.id, status: "resolved" } }),
      ),
    );
    await db.report.createMany({
      data: items.map((other, index) => ({
        itemId: other.id,
        reporterId: reporter.id,
        reason: "spam",
        createdAt: new Date(Date.now() - 30 * 60_000 + index * 1000),
      })),
    });
    const answer = await report({ reporterId: reporter.id, messageId: offending.id, reason: "spam" });
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(29 * 60);
    expect(answer.headers.get(ERROR_CODE_HEADER)).toBe(REPORT_ERROR_CODES.throttled);
    expect(await db.reportItem.count({ where: { messageId: offending.id } })).toBe(0);
  });

  it("refuses bad input with a 400 naming the field, and stores nothing", async () => {
    const { offending, reporters, author } = await conversation();
    const reporterId = reporters[0]!.id;
    const cases: [Record<string, unknown>, string][] = [
      [{ messageId: offending.id, reason: "spam" }, REPORTS_VALIDATION.reporterId],
      [{ reporterId, messageId: offending.id, reason: "rude" }, REPORTS_VALIDATION.reason],
      [{ reporterId, messageId: offending.id, reason: "spam", comment: "x".repeat(1001) }, REPORTS_VALIDATION.comment],
      [{ reporterId, reason: "spam" }, REPORTS_VALIDATION.target],
      [{ reporterId, messageId: offending.id, userId: author.id, reason: "spam" }, REPORTS_VALIDATION.target],
      [{ reporterId: "nobody", messageId: offending.id, reason: "spam" }, REPORTS_ERRORS.reporterNotFound],
      [{ reporterId, messageId: "no-such-message", reason: "spam" }, REPORTS_ERRORS.messageNotFound],
      [{ reporterId, userId: "no-such-user", reason: "spam" }, REPORTS_ERRORS.userNotFound],
      [{ reporterId: "a\u0000b", userId: "no-such-user", reason: "spam" }, REPORTS_VALIDATION.reporterId],
    ];
    for (const [body, message] of cases) expect(await report(body)).toMatchObject({ status: 400, text: message });
    expect(await db.report.count({ where: { reporterId } })).toBe(0);
  });

  it("needs a token holding reports.create; a session, even an admin's, is refused as no token", async () => {
    const { offending, reporters } = await conversation();
    const body = { reporterId: reporters[0]!.id, messageId: offending.id, reason: "spam" };
    expect((await report(body, await chatAppToken(["reports.read"]))).status).toBe(403);
    expect((await report(body, "apt_nonsense")).status).toBe(401);
    const byAdmin = await callRoute(fileRoute, {
      method: "POST",
      cookie: await cookieFor("admin"),
      path: "/api/chat/reports",
      body,
    });
    expect(byAdmin.status).toBe(401);
  });
});

describe("the inbox", () => {
  it("lists open items newest report first, filtered by reason, channel, status and claimed by me", async () => {
    const { offending, messages, reporters, channel, author } = await conversation();
    const spam = await filed({ reporterId: reporters[0]!.id, messageId: offending.id, reason: "spam" });
    const hate = await filed({ reporterId: reporters[1]!.id, messageId: messages[2]!.id, reason: "hate" });
    const member = await filed({ reporterId: reporters[2]!.id, userId: author.id, reason: "hate" });
    const inChannel = await list({ channelId: channel.id });
    expect(inChannel.map((row) => row.id)).toEqual([hate.itemId, spam.itemId]);
    expect(inChannel[1]).toMatchObject({
      reportCount: 1,
      reasons: ["spam"],
      channel: { id: channel.id, name: channel.name },
      user: { id: author.id },
      reporters: [{ id: reporters[0]!.id }],
      claimActive: false,
    });
    // A Moderator sees the member's email masked, as on the users list.
    expect(inChannel[1]!.user!.email).toMatch(/•/);
    expect((await list({ channelId: channel.id, reason: "hate" })).map((row) => row.id)).toEqual([hate.itemId]);
    await claim(spam.itemId);
    const mine = (await list({ claimed: "me", limit: "200" })).map((row) => row.id);
    expect(mine).toContain(spam.itemId);
    expect(mine).not.toContain(hate.itemId);
    expect((await list({ claimed: "me" }, otherModerator)).map((row) => row.id)).not.toContain(spam.itemId);
    expect(okJson(await resolve(member.itemId, [{ type: "dismiss" }]))).toMatchObject({ id: member.itemId });
    expect((await list({ status: "resolved", limit: "200" })).map((row) => row.id)).toContain(member.itemId);
    const badReason = await callRoute(listRoute, { cookie: as(moderator), path: "/api/admin/reports?reason=rude" });
    expect({ status: badReason.status, text: badReason.text }).toEqual({
      status: 400,
      text: REPORTS_VALIDATION.reason,
    });
  });

  it("counts what each filter selects in X-Total-Count", async () => {
    const { messages, reporters, channel } = await conversation();
    const [, hate, other] = await Promise.all(
      (["spam", "hate", "spam"] as const).map((reason, index) =>
        filed({ reporterId: reporters[index]!.id, messageId: messages[index]!.id, reason }),
      ),
    );
    await claim(hate!.itemId);
    okJson(await resolve(other!.itemId, [{ type: "dismiss" }]));
    const total = async (query: Record<string, string>, admin = moderator) => {
      const path = `/api/admin/reports?${new URLSearchParams({ channelId: channel.id, ...query })}`;
      const answer = await callRoute(listRoute, { cookie: as(admin), path });
      expect(answer.status).toBe(200);
      return [answer.headers.get("x-total-count"), answer.headers.get("x-total-count-exact")];
    };
    expect(await total({})).toEqual(["2", "true"]);
    expect(await total({ reason: "spam" })).toEqual(["1", "true"]);
    expect(await total({ claimed: "me" })).toEqual(["1", "true"]);
    expect(await total({ claimed: "me" }, otherModerator)).toEqual(["0", "true"]);
    expect(await total({ status: "resolved" })).toEqual(["1", "true"]);
    expect(await total({ status: "resolved", reason: "hate" })).toEqual(["0", "true"]);
  });

  it("counts the open items for the sidebar", async () => {
    const count = async () =>
      okJson<{ open: number }>(
        await callRoute(openCountRoute, { cookie: as(moderator), path: "/api/admin/reports/open-count" }),
      ).open;
    const { offending, reporters } = await conversation();
    const before = await count();
    const { itemId } = await filed({ reporterId: reporters[0]!.id, messageId: offending.id, reason: "spam" });
    expect(await count()).toBe(before + 1);
    okJson(await resolve(itemId, [{ type: "dismiss" }]));
    expect(await count()).toBe(before);
  });

  it("shows an item with its message in context, the author's file and each reporter's record", async () => {
    const { offending, messages, reporters, author } = await conversation();
    const earlier = await filed({ reporterId: reporters[0]!.id, messageId: messages[1]!.id, reason: "spam" });
    await resolve(earlier.itemId, [{ type: "delete_message" }]);
    const current = await filed({
      reporterId: reporters[0]!.id,
      messageId: offending.id,
      reason: "spam",
      comment: "again",
    });
    await filed({ reporterId: reporters[1]!.id, messageId: offending.id, reason: "violence" });
    const detail = okJson<ReportItemDetailRow>(await item(current.itemId));
    // Five before and five after, oldest first; the deleted one is gone from its channel.
    expect(detail.context.map((message) => message.content)).toEqual([
      "message 0",
      "message 2",
      "message 3",
      "message 4",
      "message 5",
      "message 6",
      "message 7",
      "message 8",
      "message 9",
      "message 10",
      "message 11",
    ]);
    expect(detail.file).toMatchObject({ accountCreatedAt: author.createdAt.toISOString(), earlierItems: 1 });
    expect(detail.entries.map((entry) => [entry.reporter?.id, entry.reason, entry.comment, entry.record])).toEqual([
      [reporters[0]!.id, "spam", "again", { resolved: 1, upheld: 1 }],
      [reporters[1]!.id, "violence", null, { resolved: 0, upheld: 0 }],
    ]);
    expect((await item("no-such-item")).status).toBe(404);
  });

  it("lists an item's first reports only, however many there are, with their count", async () => {
    const { offending } = await conversation();
    const reporters = await Promise.all(Array.from({ length: REPORT_ENTRIES_SHOWN + 5 }, () => createTestUser()));
    let itemId = "";
    for (const reporter of reporters)
      itemId = (await filed({ reporterId: reporter.id, messageId: offending.id, reason: "spam" })).itemId;
    const detail = okJson<ReportItemDetailRow>(await item(itemId));
    expect(detail.reportCount).toBe(REPORT_ENTRIES_SHOWN + 5);
    expect(detail.entries.map((entry) => entry.reporter?.id)).toEqual(
      reporters.slice(0, REPORT_ENTRIES_SHOWN).map((reporter) => reporter.id),
    );
  });

  it("lets a Viewer read but not act, and refuses an admin without reports.read", async () => {
    const { offending, reporters } = await conversation();
    const { itemId } = await filed({ reporterId: reporters[0]!.id, messageId: offending.id, reason: "spam" });
    expect((await item(itemId, viewer)).status).toBe(200);
    expect((await claim(itemId, viewer)).status).toBe(403);
    expect((await resolve(itemId, [{ type: "dismiss" }], viewer)).status).toBe(403);
    const noRole = await newSignedInAdmin({
      role: await db.role.create({ data: { name: `none ${itemId}`, permissions: [] } }),
    });
    expect((await item(itemId, noRole)).status).toBe(403);
  });
});

describe("claims", () => {
  it("gives an item to one of two moderators claiming at once; the other is told who is reviewing it", async () => {
    const { offending, reporters } = await conversation();
    const { itemId } = await filed({ reporterId: reporters[0]!.id, messageId: offending.id, reason: "spam" });
    const answers = await Promise.all([claim(itemId, moderator), claim(itemId, otherModerator)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.headers.get(ERROR_CODE_HEADER)).toBe(REPORT_ERROR_CODES.claimedByOther);
    expect(refused.text).toMatch(/ is reviewing this item$/);
    const holder = answers[0]!.status === 200 ? moderator : otherModerator;
    const other = holder === moderator ? otherModerator : moderator;
    // The holder renews it; the other acts only once it has expired.
    expect((await claim(itemId, holder)).status).toBe(200);
    expect((await resolve(itemId, [{ type: "dismiss" }], other)).status).toBe(409);
    await db.reportItem.update({ where: { id: itemId }, data: { claimedAt: new Date(Date.now() - 6 * 60_000) } });
    expect(okJson(await claim(itemId, other))).toMatchObject({ id: itemId, claimedBy: other.id });
    const detail = okJson<ReportItemDetailRow>(await item(itemId));
    expect(detail).toMatchObject({ claimActive: true, claimer: { id: other.id } });
    expect(await db.auditLog.count({ where: { targetId: itemId, action: "report_item.claim" } })).toBe(3);
  });
});

describe("resolving", () => {
  it("dismisses: every report in the item resolved, recording who and what", async () => {
    const { offending, reporters } = await conversation();
    const { itemId } = await filed({ reporterId: reporters[0]!.id, messageId: offending.id, reason: "spam" });
    await filed({ reporterId: reporters[1]!.id, messageId: offending.id, reason: "spam" });
    await claim(itemId);
    expect(okJson(await resolve(itemId, [{ type: "dismiss" }]))).toEqual({
      id: itemId,
      actions: ["dismiss"],
      trashBatch: null,
      sanctionId: null,
    });
    expect(await db.reportItem.findUniqueOrThrow({ where: { id: itemId } })).toMatchObject({
      status: "resolved",
      resolvedBy: moderator.id,
      upheld: false,
      claimedBy: null,
    });
    expect(await db.message.count({ where: { id: offending.id } })).toBe(1);
    const entry = await db.auditLog.findFirstOrThrow({ where: { targetId: itemId, action: "report_item.resolve" } });
    expect(entry).toMatchObject({ actorId: moderator.id, details: { actions: ["dismiss"] } });
    // A new report of the same message opens a new item.
    const later = await filed({ reporterId: reporters[0]!.id, messageId: offending.id, reason: "spam" });
    expect(later.itemId).not.toBe(itemId);
  });

  it("deletes the message to the trash, and the Undo reopens the item and brings the message back", async () => {
    const { offending, reporters } = await conversation();
    const { itemId } = await filed({ reporterId: reporters[0]!.id, messageId: offending.id, reason: "spam" });
    const resolution = okJson<{ trashBatch: string }>(await resolve(itemId, [{ type: "delete_message" }]));
    expect(await db.message.count({ where: { id: offending.id } })).toBe(0);
    expect(await db.trashEntry.count({ where: { batchId: resolution.trashBatch, recordId: offending.id } })).toBe(1);
    expect(await db.auditLog.count({ where: { targetId: offending.id, action: "message.delete" } })).toBe(1);
    expect((await reopen(itemId, otherModerator)).status).toBe(403);
    expect(okJson(await reopen(itemId))).toEqual({ id: itemId });
    expect(await db.message.count({ where: { id: offending.id } })).toBe(1);
    expect(await db.reportItem.findUniqueOrThrow({ where: { id: itemId } })).toMatchObject({
      status: "open",
      resolvedBy: null,
      upheld: null,
      resolution: null,
    });
    expect((await reopen(itemId)).status).toBe(409);
  });

  it("keeps a resolution once its Undo has expired", async () => {
    const { offending, reporters } = await conversation();
    const { itemId } = await filed({ reporterId: reporters[0]!.id, messageId: offending.id, reason: "spam" });
    okJson(await resolve(itemId, [{ type: "dismiss" }]));
    await db.reportItem.update({ where: { id: itemId }, data: { resolvedAt: new Date(Date.now() - 60_000) } });
    const answer = await reopen(itemId);
    expect({ status: answer.status, text: answer.text }).toEqual({ status: 409, text: REPORTS_ERRORS.undoExpired });
  });

  it("lets one of two moderators resolve at once; the other is told who did, and nothing is done twice", async () => {
    const { offending, reporters } = await conversation();
    const { itemId } = await filed({ reporterId: reporters[0]!.id, messageId: offending.id, reason: "spam" });
    const answers = await Promise.all([
      resolve(itemId, [{ type: "delete_message" }], moderator),
      resolve(itemId, [{ type: "delete_message" }], otherModerator),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.text).toMatch(/^This item was already resolved by /);
    expect(await db.trashEntry.count({ where: { recordId: offending.id } })).toBe(1);
    expect(await db.auditLog.count({ where: { targetId: itemId, action: "report_item.resolve" } })).toBe(1);
  });

  it("refuses actions that do not fit, changing nothing", async () => {
    const { offending, reporters, author } = await conversation();
    const { itemId } = await filed({ reporterId: reporters[0]!.id, messageId: offending.id, reason: "spam" });
    const member = await filed({ reporterId: reporters[0]!.id, userId: author.id, reason: "spam" });
    const cases: [string, { type: string }[], string][] = [
      [itemId, [], REPORTS_VALIDATION.actions],
      [itemId, [{ type: "ban" }], REPORTS_VALIDATION.actionType],
      [itemId, [{ type: "dismiss" }, { type: "delete_message" }], REPORTS_VALIDATION.dismissAlone],
      [itemId, [{ type: "delete_message" }, { type: "delete_message" }], REPORTS_VALIDATION.duplicateAction],
      [member.itemId, [{ type: "delete_message" }], REPORTS_ERRORS.noMessage],
    ];
    for (const [id, actions, message] of cases)
      expect(await resolve(id, actions)).toMatchObject({ status: 400, text: message });
    expect(await db.reportItem.count({ where: { id: { in: [itemId, member.itemId] }, status: "open" } })).toBe(2);
    expect((await resolve("no-such-item", [{ type: "dismiss" }])).status).toBe(404);
  });
});

describe("resolving with a sanction of the author", () => {
  const mute = { type: "sanction", sanction: { kind: "mute", reason: "spam", duration: "1d", note: "third time" } };

  it("deletes the message and mutes its author as one action, the item upheld", async () => {
    const { offending, reporters, author } = await conversation();
    const { itemId } = await filed({ reporterId: reporters[0]!.id, messageId: offending.id, reason: "spam" });
    const resolution = okJson<{ actions: string[]; trashBatch: string; sanctionId: string }>(
      await resolve(itemId, [{ type: "delete_message" }, mute]),
    );
    expect(resolution.actions).toEqual(["delete_message", "sanction"]);
    expect(await db.message.count({ where: { id: offending.id } })).toBe(0);
    const sanction = await db.sanction.findUniqueOrThrow({ where: { id: resolution.sanctionId } });
    expect(sanction).toMatchObject({ userId: author.id, kind: "mute", reason: "spam", note: "third time" });
    expect(sanction.issuedById).toBe(moderator.id);
    const user = await db.user.findUniqueOrThrow({ where: { id: author.id } });
    expect(user.mutedUntil?.getTime()).toBe(sanction.endsAt?.getTime());
    expect(await db.auditLog.count({ where: { targetId: author.id, action: "user.mute" } })).toBe(1);
    const entry = await db.auditLog.findFirstOrThrow({ where: { targetId: itemId, action: "report_item.resolve" } });
    expect(entry.details).toMatchObject({ actions: ["delete_message", "sanction"], sanctionId: sanction.id });
    expect(await db.reportItem.findUniqueOrThrow({ where: { id: itemId } })).toMatchObject({ upheld: true });
    // The reporter's record counts a sanction as upheld.
    const later = await filed({ reporterId: reporters[0]!.id, userId: author.id, reason: "spam" });
    const detail = okJson<ReportItemDetailRow>(await item(later.itemId));
    expect(detail.entries[0]!.record).toEqual({ resolved: 1, upheld: 1 });
  });

  it("sanctions a reported member, not only a message's author", async () => {
    const { reporters, author } = await conversation();
    const { itemId } = await filed({ reporterId: reporters[0]!.id, userId: author.id, reason: "harassment" });
    const warn = { type: "sanction", sanction: { kind: "warn", reason: "harassment" } };
    const { sanctionId } = okJson<{ sanctionId: string }>(await resolve(itemId, [warn]));
    expect(await db.sanction.findUniqueOrThrow({ where: { id: sanctionId } })).toMatchObject({
      userId: author.id,
      kind: "warn",
    });
  });

  it("lets one of two moderators sanction at once; the other gets the conflict and nothing is issued twice", async () => {
    const { offending, reporters, author } = await conversation();
    const { itemId } = await filed({ reporterId: reporters[0]!.id, messageId: offending.id, reason: "spam" });
    const answers = await Promise.all([
      resolve(itemId, [{ type: "delete_message" }, mute], moderator),
      resolve(itemId, [{ type: "delete_message" }, mute], otherModerator),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.text).toMatch(/^This item was already resolved by /);
    expect(await db.sanction.count({ where: { userId: author.id } })).toBe(1);
    expect(await db.auditLog.count({ where: { targetId: author.id, action: "user.mute" } })).toBe(1);
    expect(await db.trashEntry.count({ where: { recordId: offending.id } })).toBe(1);
  });

  it("undoes the whole resolution: the message back, the mute marked issued in error as undone and lifted", async () => {
    const { offending, reporters, author } = await conversation();
    const { itemId } = await filed({ reporterId: reporters[0]!.id, messageId: offending.id, reason: "spam" });
    const { sanctionId } = okJson<{ sanctionId: string }>(await resolve(itemId, [{ type: "delete_message" }, mute]));
    expect(okJson(await reopen(itemId))).toEqual({ id: itemId });
    expect(await db.message.count({ where: { id: offending.id } })).toBe(1);
    const sanction = await db.sanction.findUniqueOrThrow({ where: { id: sanctionId } });
    expect(sanction.issuedInErrorById).toBe(moderator.id);
    expect(sanction.liftReason).toBe("Issued in error: undone");
    expect(sanction.liftedAt).not.toBeNull();
    expect((await db.user.findUniqueOrThrow({ where: { id: author.id } })).mutedUntil).toBeNull();
    const voided = await db.auditLog.findFirstOrThrow({
      where: { targetId: author.id, action: "user.sanction_in_error" },
    });
    expect(voided.details).toMatchObject({ lifted: true, after: { reason: "undone" } });
    expect(await db.reportItem.findUniqueOrThrow({ where: { id: itemId } })).toMatchObject({
      status: "open",
      resolution: null,
    });
  });

  it("undoes a mute that replaced an earlier one: the earlier mute is in force again, to its end", async () => {
    const { offending, reporters, author } = await conversation();
    const earlier = await callRoute(issueSanctionRoute, {
      method: "POST",
      cookie: as(otherModerator),
      path: `/api/admin/users/${author.id}/sanctions`,
      params: { id: author.id },
      body: { kind: "mute", reason: "harassment", duration: "7d" },
    });
    expect(earlier.status).toBe(201);
    const { id: earlierId, endsAt } = earlier.json() as { id: string; endsAt: string };
    const { itemId } = await filed({ reporterId: reporters[0]!.id, messageId: offending.id, reason: "spam" });
    okJson(await resolve(itemId, [mute]));
    expect((await db.sanction.findUniqueOrThrow({ where: { id: earlierId } })).liftedAt).not.toBeNull();
    okJson(await reopen(itemId));
    expect(await db.sanction.findUniqueOrThrow({ where: { id: earlierId } })).toMatchObject({
      liftedAt: null,
      endsAt: new Date(endsAt),
    });
    expect((await db.user.findUniqueOrThrow({ where: { id: author.id } })).mutedUntil).toEqual(new Date(endsAt));
    const voided = await db.auditLog.findFirstOrThrow({
      where: { targetId: author.id, action: "user.sanction_in_error" },
    });
    expect(voided.details).toMatchObject({ reinstated: [{ id: earlierId }] });
  });

  it("asks for the sanction's own permissions: sanctions.manage, and users.ban for a ban", async () => {
    const { reporters, author } = await conversation();
    const { itemId } = await filed({ reporterId: reporters[0]!.id, userId: author.id, reason: "spam" });
    const ban = { type: "sanction", sanction: { kind: "ban", reason: "spam" } };
    const triager = await adminHolding(["reports.read", "reports.manage"]);
    const sanctioner = await adminHolding(["reports.read", "reports.manage", "sanctions.manage"]);
    expect((await resolve(itemId, [mute], viewer)).status).toBe(403);
    expect((await resolve(itemId, [mute], triager)).status).toBe(403);
    expect((await resolve(itemId, [ban], sanctioner)).status).toBe(403);
    expect(await db.sanction.count({ where: { userId: author.id } })).toBe(0);
    expect(await db.reportItem.findUniqueOrThrow({ where: { id: itemId } })).toMatchObject({ status: "open" });
    // The Moderator holds users.ban: a ban from the inbox is SPEC's ban.
    okJson(await resolve(itemId, [ban]));
    expect(await db.user.findUniqueOrThrow({ where: { id: author.id } })).toMatchObject({ isBanned: true });
  });

  it("refuses a sanction that does not fit with a 400 naming it, changing nothing", async () => {
    const { offending, reporters, author } = await conversation();
    const { itemId } = await filed({ reporterId: reporters[0]!.id, messageId: offending.id, reason: "spam" });
    const cases: [Record<string, unknown>[], string][] = [
      [[{ type: "sanction" }], SANCTIONS_VALIDATION.sanction],
      [[{ type: "sanction", sanction: { kind: "mute", reason: "spam" } }], SANCTIONS_VALIDATION.durationRequired],
      [[{ type: "dismiss" }, mute], REPORTS_VALIDATION.dismissAlone],
    ];
    for (const [actions, message] of cases) {
      const answer = await resolve(itemId, actions);
      expect({ status: answer.status, text: answer.text }).toEqual({ status: 400, text: message });
    }
    await db.reportItem.update({ where: { id: itemId }, data: { userId: null } });
    expect(await resolve(itemId, [mute])).toMatchObject({ status: 400, text: REPORTS_ERRORS.noAuthor });
    expect(await db.sanction.count({ where: { userId: author.id } })).toBe(0);
    expect(await db.reportItem.count({ where: { id: itemId, status: "open" } })).toBe(1);
  });
});

describe("the author's file", () => {
  it("shows their sanctions of the last six months and staff notes to whoever may read them", async () => {
    const { offending, reporters, author } = await conversation();
    const { itemId } = await filed({ reporterId: reporters[0]!.id, messageId: offending.id, reason: "spam" });
    const old = new Date(Date.now() - 200 * 86_400_000);
    await db.sanction.createMany({
      data: [
        { userId: author.id, kind: "warn", reason: "spam" },
        { userId: author.id, kind: "mute", reason: "spam", issuedInErrorAt: new Date() },
        { userId: author.id, kind: "warn", reason: "hate", createdAt: old, startsAt: old },
      ],
    });
    await db.userNote.create({ data: { userId: author.id, authorLabel: "Ada", body: "Warned in DMs" } });
    const { file } = okJson<ReportItemDetailRow>(await item(itemId));
    expect(file.sanctions?.map((sanction) => [sanction.kind, sanction.reason])).toEqual([["warn", "spam"]]);
    expect(file.notes?.map((note) => [note.authorLabel, note.body])).toEqual([["Ada", "Warned in DMs"]]);
    const reader = await newSignedInAdmin({ role: await customRole(["reports.read"]) });
    const bare = okJson<ReportItemDetailRow>(await item(itemId, reader)).file;
    expect({ sanctions: bare.sanctions, notes: bare.notes }).toEqual({ sanctions: undefined, notes: undefined });
  });
});
