// Moderation's message clean-up through its routes, on the real database: a bulk delete of selected messages as
// one trash batch and its Undo; a purge of a member's messages in a window (the dry run's exact count, the purge
// in steps as one batch, a restore of that batch whole); access by role and step-up; refusals.
import { POST as bulkDeleteRoute } from "@/app/api/admin/messages/bulk-delete/route";
import { POST as purgeRoute } from "@/app/api/admin/messages/purge/route";
import { POST as restoreRoute } from "@/app/api/admin/trash/restore/route";
import { db } from "@/lib/db";
import { MESSAGES_ERRORS, MESSAGES_VALIDATION } from "@/lib/moderation-messages/messages";
import { PURGE_STEP } from "@/lib/moderation-messages/purge";
import { MAX_BULK_DELETE_MESSAGES } from "@/lib/moderation-messages/schema";
import { PERMISSION_DENIED_MESSAGE } from "@/lib/permissions/messages";
import { RESTORE_STEP } from "@/lib/trash/service";
import { SYSTEM_USER_ID } from "@/lib/users/record";
import { builtInRole, newSignedInAdmin } from "../helpers/admins";
import { createChannel, uniqueTag } from "../helpers/fixtures";
import { callRoute, okJson } from "../helpers/request";
import { cookieFor, createTestUser } from "../helpers/session";

const admin = () => cookieFor("admin");

const post = async (route: typeof purgeRoute, body: unknown, cookie?: string) =>
  callRoute(route, { method: "POST", cookie: cookie ?? (await admin()), body });

const bulkDelete = (messageIds: unknown, cookie?: string) => post(bulkDeleteRoute, { messageIds }, cookie);
const purge = (body: object, cookie?: string) => post(purgeRoute, body, cookie);
const restore = (batch: string, cookie?: string) => post(restoreRoute, { batch }, cookie);

/** `count` messages by `userId` in `channelId`, one a second from the day's noon. */
async function writeMany(userId: string, channelId: string, count: number, day: string, tag: string) {
  const start = new Date(`${day}T12:00:00.000Z`).getTime();
  await db.message.createMany({
    data: Array.from({ length: count }, (_, index) => ({
      userId,
      channelId,
      content: `spam ${index} ${tag}`,
      createdAt: new Date(start + index * 1000),
    })),
  });
}

/** A spammer in two channels over three days, and a bystander. */
async function spamWave() {
  const tag = uniqueTag();
  const [spammer, bystander] = [await createTestUser(), await createTestUser()];
  const [general, random] = [await createChannel([spammer.id]), await createChannel([spammer.id])];
  await writeMany(spammer.id, general.id, 3, "2026-04-01", tag);
  await writeMany(spammer.id, general.id, 4, "2026-04-02", tag);
  await writeMany(spammer.id, random.id, 5, "2026-04-02", tag);
  await writeMany(spammer.id, random.id, 2, "2026-04-03", tag);
  await writeMany(bystander.id, general.id, 2, "2026-04-02", tag);
  return { tag, spammer, bystander, general, random };
}

const window = (authorId: string, extra: object = {}) => ({ authorId, from: "2026-04-02", to: "2026-04-03", ...extra });
const countOf = (where: object) => db.message.count({ where });

describe("POST /api/admin/messages/bulk-delete", () => {
  it("moves the selected messages to the trash as one batch, audited, a message.deleted each; Undo brings all back", async () => {
    const { spammer, general } = await spamWave();
    const messages = await db.message.findMany({ where: { userId: spammer.id, channelId: general.id }, take: 3 });
    const ids = messages.map((message) => message.id);
    const moderator = await newSignedInAdmin({ role: await builtInRole("moderator") });
    const result = okJson<{ deleted: number; batch: string }>(await bulkDelete(ids, moderator.cookie));
    expect(result.deleted).toBe(3);
    expect(await countOf({ id: { in: ids } })).toBe(0);
    expect(await db.trashEntry.count({ where: { batchId: result.batch, type: "message" } })).toBe(3);
    const audit = await db.auditLog.findFirstOrThrow({
      where: { action: "message.bulk_delete", details: { path: ["batch"], equals: result.batch } },
    });
    expect(audit).toMatchObject({ actorId: moderator.id, targetLabel: "3 messages" });
    for (const message of messages) {
      const event = await db.webhookEvent.findFirstOrThrow({
        where: { type: "message.deleted", payload: { path: ["data", "id"], equals: message.id } },
      });
      expect(event.payload).toMatchObject({ data: { content: message.content, userId: spammer.id } });
    }
    expect(okJson(await restore(result.batch, moderator.cookie))).toEqual({ restored: 3, notes: [] });
    expect(await countOf({ id: { in: ids } })).toBe(3);
  });

  it("deletes none when one message is gone (404), and bounds the selection with a 400 naming the field", async () => {
    const { spammer } = await spamWave();
    const [message] = await db.message.findMany({ where: { userId: spammer.id }, take: 1 });
    expect(await bulkDelete([message!.id, `missing-${uniqueTag()}`])).toMatchObject({
      status: 404,
      text: MESSAGES_ERRORS.notFound,
    });
    expect(await countOf({ id: message!.id })).toBe(1);
    expect(await bulkDelete([])).toMatchObject({ status: 400, text: MESSAGES_VALIDATION.messageIdsRequired });
    expect(await bulkDelete("all")).toMatchObject({ status: 400, text: MESSAGES_VALIDATION.messageIdsRequired });
    const tooMany = Array.from({ length: MAX_BULK_DELETE_MESSAGES + 1 }, (_, index) => `id-${index}`);
    expect(await bulkDelete(tooMany)).toMatchObject({
      status: 400,
      text: MESSAGES_VALIDATION.messageIdsTooMany(MAX_BULK_DELETE_MESSAGES),
    });
  });

  it("is refused to the Viewer (403) and to a session not confirmed lately (step-up)", async () => {
    const { spammer } = await spamWave();
    const [message] = await db.message.findMany({ where: { userId: spammer.id }, take: 1 });
    const viewer = await newSignedInAdmin({ role: await builtInRole("viewer") });
    expect(await bulkDelete([message!.id], viewer.cookie)).toMatchObject({
      status: 403,
      text: PERMISSION_DENIED_MESSAGE,
    });
    const moderator = await newSignedInAdmin({ role: await builtInRole("moderator") });
    await db.session.updateMany({
      where: { userId: moderator.id },
      data: { confirmedAt: new Date(Date.now() - 10 * 60 * 1000) },
    });
    const stale = await bulkDelete([message!.id], moderator.cookie);
    expect({ status: stale.status, body: stale.json() }).toMatchObject({
      status: 401,
      body: { error: "reauthentication_required" },
    });
    expect(await countOf({ id: message!.id })).toBe(1);
  });
});

describe("POST /api/admin/messages/purge", () => {
  it("counts exactly in a dry run, by window and channel, and changes nothing", async () => {
    const { spammer, random } = await spamWave();
    const dry = (extra: object) =>
      purge({ ...window(spammer.id), dryRun: true, ...extra }).then((answer) => okJson(answer));
    expect(await dry({})).toEqual({ dryRun: true, count: 11 });
    expect(await dry({ channelId: random.id })).toEqual({ dryRun: true, count: 7 });
    expect(await dry({ from: "2026-04-01", to: "2026-04-01" })).toEqual({ dryRun: true, count: 3 });
    expect(await countOf({ userId: spammer.id })).toBe(14);
    // A dry run is a read: no confirmation asked of a session confirmed long ago, and the Viewer is still refused.
    const viewer = await newSignedInAdmin({ role: await builtInRole("viewer") });
    expect(await purge({ ...window(spammer.id), dryRun: true }, viewer.cookie)).toMatchObject({ status: 403 });
  });

  it("moves exactly the window's messages to the trash as one batch; a restore of the batch brings it back whole", async () => {
    const { spammer, bystander, general, random } = await spamWave();
    const moderator = await newSignedInAdmin({ role: await builtInRole("moderator") });
    const result = okJson<{ dryRun: false; deleted: number; batch: string }>(
      await purge(window(spammer.id), moderator.cookie),
    );
    expect(result).toMatchObject({ dryRun: false, deleted: 11 });
    expect(await countOf({ userId: spammer.id })).toBe(3);
    expect(await countOf({ userId: bystander.id })).toBe(2);
    expect(await db.trashEntry.count({ where: { batchId: result.batch } })).toBe(11);
    expect(
      await db.webhookEvent.count({
        where: { type: "message.deleted", payload: { path: ["data", "userId"], equals: spammer.id } },
      }),
    ).toBe(11);
    expect(
      await db.auditLog.findFirstOrThrow({ where: { action: "message.purge", actorId: moderator.id } }),
    ).toMatchObject({
      details: {
        batch: result.batch,
        deleted: 11,
        window: { authorId: spammer.id, from: "2026-04-02", to: "2026-04-03" },
      },
    });
    expect(okJson(await restore(result.batch, moderator.cookie))).toEqual({ restored: 11, notes: [] });
    expect(await countOf({ userId: spammer.id, channelId: general.id })).toBe(7);
    expect(await countOf({ userId: spammer.id, channelId: random.id })).toBe(7);
  });

  it("purges more than a step and restores more than a restore step, whole, in bounded steps", async () => {
    const tag = uniqueTag();
    const spammer = await createTestUser();
    const channel = await createChannel([spammer.id]);
    const total = Math.max(PURGE_STEP, RESTORE_STEP) + 250;
    await writeMany(spammer.id, channel.id, total, "2026-05-01", tag);
    const dry = okJson(await purge({ authorId: spammer.id, from: "2026-05-01", to: "2026-05-02", dryRun: true }));
    expect(dry).toEqual({ dryRun: true, count: total });
    const result = okJson<{ deleted: number; batch: string }>(
      await purge({ authorId: spammer.id, from: "2026-05-01", to: "2026-05-02" }),
    );
    expect(result.deleted).toBe(total);
    expect(await countOf({ userId: spammer.id })).toBe(0);
    // One entry per step, each committed with its step, each naming the purge's batch and its step, so the log
    // reads as one purge: "1,000 messages, step 1 of 3" … "250 messages, step 3 of 3".
    const steps = Math.ceil(total / PURGE_STEP);
    const entries = await db.auditLog.findMany({
      where: { action: "message.purge", details: { path: ["batch"], equals: result.batch } },
      select: { targetLabel: true, details: true },
    });
    const sizes = Array.from({ length: steps }, (_, index) => Math.min(PURGE_STEP, total - index * PURGE_STEP));
    expect(
      entries
        .map(({ targetLabel, details }) => {
          const { step, steps, deleted } = details as { step: number; steps: number; deleted: number };
          return { targetLabel, step, steps, deleted };
        })
        .sort((a, b) => a.step - b.step),
    ).toEqual(
      sizes.map((size, index) => ({
        targetLabel: `${size.toLocaleString("en-US")} messages, step ${index + 1} of ${steps}`,
        step: index + 1,
        steps,
        deleted: size,
      })),
    );
    expect(okJson(await restore(result.batch))).toEqual({ restored: total, notes: [] });
    expect(await countOf({ userId: spammer.id })).toBe(total);
    expect(await db.trashEntry.count({ where: { batchId: result.batch } })).toBe(0);
    expect(
      await db.auditLog.count({
        where: { action: "trash.restore", details: { path: ["batch"], equals: result.batch } },
      }),
    ).toBe(Math.ceil(total / RESTORE_STEP));
    // A second restore of the batch finds nothing left.
    expect(await restore(result.batch)).toMatchObject({ status: 404 });
  });

  it("restores a large batch whose sender is gone for good under the deleted-user account, asking nothing of him", async () => {
    const tag = uniqueTag();
    const spammer = await createTestUser();
    const channel = await createChannel([spammer.id]);
    await writeMany(spammer.id, channel.id, RESTORE_STEP + 5, "2026-05-01", tag);
    const result = okJson<{ batch: string }>(
      await purge({ authorId: spammer.id, from: "2026-05-01", to: "2026-05-01" }),
    );
    await db.user.delete({ where: { id: spammer.id } });
    expect(okJson(await restore(result.batch))).toMatchObject({ restored: RESTORE_STEP + 5 });
    expect(await countOf({ channelId: channel.id, userId: SYSTEM_USER_ID })).toBe(RESTORE_STEP + 5);
  });

  it("refuses a large batch's restore whole (409) when a channel it needs is gone", async () => {
    const tag = uniqueTag();
    const spammer = await createTestUser();
    const [kept, dropped] = [await createChannel([spammer.id]), await createChannel([spammer.id])];
    await writeMany(spammer.id, kept.id, RESTORE_STEP, "2026-05-01", tag);
    await writeMany(spammer.id, dropped.id, 5, "2026-05-01", tag);
    const result = okJson<{ batch: string }>(
      await purge({ authorId: spammer.id, from: "2026-05-01", to: "2026-05-01" }),
    );
    await db.channel.delete({ where: { id: dropped.id } });
    expect(await restore(result.batch)).toMatchObject({ status: 409 });
    expect(await db.trashEntry.count({ where: { batchId: result.batch } })).toBe(RESTORE_STEP + 5);
  });

  it("answers a 400 naming the field, and is refused to the Viewer and to a stale session", async () => {
    const { spammer } = await spamWave();
    expect(await purge({ from: "2026-04-02", to: "2026-04-03" })).toMatchObject({
      status: 400,
      text: MESSAGES_VALIDATION.authorIdRequired,
    });
    expect(await purge({ authorId: spammer.id, to: "2026-04-03" })).toMatchObject({
      status: 400,
      text: "From is required: a date (YYYY-MM-DD)",
    });
    expect(await purge({ ...window(spammer.id), to: "2026-04-01" })).toMatchObject({
      status: 400,
      text: "From must not be after To",
    });
    expect(await purge({ ...window(spammer.id), dryRun: "yes" })).toMatchObject({
      status: 400,
      text: MESSAGES_VALIDATION.dryRunInvalid,
    });
    const viewer = await newSignedInAdmin({ role: await builtInRole("viewer") });
    expect(await purge(window(spammer.id), viewer.cookie)).toMatchObject({
      status: 403,
      text: PERMISSION_DENIED_MESSAGE,
    });
    const moderator = await newSignedInAdmin({ role: await builtInRole("moderator") });
    await db.session.updateMany({
      where: { userId: moderator.id },
      data: { confirmedAt: new Date(Date.now() - 10 * 60 * 1000) },
    });
    expect((await purge(window(spammer.id), moderator.cookie)).status).toBe(401);
    expect(okJson(await purge({ ...window(spammer.id), dryRun: true }, moderator.cookie))).toEqual({
      dryRun: true,
      count: 11,
    });
    expect(await countOf({ userId: spammer.id })).toBe(14);
  });

  it("refuses a superadmin's messages, and an admin's to a Moderator, dry run or not (403), purging nothing", async () => {
    const tag = uniqueTag();
    const superadmin = await createTestUser({ isAdmin: true, isSuperadmin: true });
    const otherAdmin = await createTestUser({ isAdmin: true });
    const channel = await createChannel([superadmin.id, otherAdmin.id]);
    await writeMany(superadmin.id, channel.id, 3, "2026-04-02", tag);
    await writeMany(otherAdmin.id, channel.id, 3, "2026-04-02", tag);
    const moderator = await newSignedInAdmin({ role: await builtInRole("moderator") });
    const fullAdmin = await newSignedInAdmin({ role: await builtInRole("admin") });
    for (const cookie of [moderator.cookie, fullAdmin.cookie])
      for (const dryRun of [true, false])
        expect(await purge({ ...window(superadmin.id), dryRun }, cookie)).toMatchObject({
          status: 403,
          text: MESSAGES_ERRORS.purgeSuperadmin,
        });
    for (const dryRun of [true, false])
      expect(await purge({ ...window(otherAdmin.id), dryRun }, moderator.cookie)).toMatchObject({
        status: 403,
        text: MESSAGES_ERRORS.purgeOutranked,
      });
    expect(await countOf({ userId: { in: [superadmin.id, otherAdmin.id] } })).toBe(6);
    // An admin who may act on that admin may purge their messages.
    expect(okJson(await purge(window(otherAdmin.id), fullAdmin.cookie))).toMatchObject({ deleted: 3 });
    expect(await countOf({ userId: otherAdmin.id })).toBe(0);
  });

  it("two purges of one member at once take each message once", async () => {
    const tag = uniqueTag();
    const spammer = await createTestUser();
    const channel = await createChannel([spammer.id]);
    await writeMany(spammer.id, channel.id, PURGE_STEP * 2, "2026-06-01", tag);
    const body = { authorId: spammer.id, from: "2026-06-01", to: "2026-06-02" };
    const [first, second] = await Promise.all([purge(body), purge(body)]);
    const deleted = [first, second].map((answer) => okJson<{ deleted: number }>(answer).deleted);
    expect(deleted[0]! + deleted[1]!).toBe(PURGE_STEP * 2);
    expect(await db.trashEntry.count({ where: { type: "message", label: { contains: tag } } })).toBe(PURGE_STEP * 2);
  });

  it("a bulk delete of some of the member's messages during their purge: neither fails, each message goes once", async () => {
    const tag = uniqueTag();
    const spammer = await createTestUser();
    const channel = await createChannel([spammer.id]);
    await writeMany(spammer.id, channel.id, PURGE_STEP + 500, "2026-06-01", tag);
    const some = await db.message.findMany({ where: { userId: spammer.id }, select: { id: true }, take: 500 });
    const [purged, deleted] = await Promise.all([
      purge({ authorId: spammer.id, from: "2026-06-01", to: "2026-06-01" }),
      bulkDelete(some.map((message) => message.id)),
    ]);
    expect(purged.status).toBe(200);
    // All or none: a message the purge took first makes the bulk delete a 404, never a 500.
    expect([200, 404]).toContain(deleted.status);
    expect(await countOf({ userId: spammer.id })).toBe(0);
    expect(await db.trashEntry.count({ where: { type: "message", label: { contains: tag } } })).toBe(PURGE_STEP + 500);
  });
});
