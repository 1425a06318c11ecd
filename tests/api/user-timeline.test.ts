// A user's timeline through its route: staff notes and the audit log's actions on the user in one list, newest
// first, keyset-paged across both (ties at the same time included, both directions), each source shown only to a
// reader holding its read permission, emails masked as elsewhere, 404 for a user who does not exist.
import crypto from "node:crypto";
import { GET as timelineRoute } from "@/app/api/admin/users/[id]/timeline/route";
import { db } from "@/lib/db";
import { PERMISSION_DENIED_MESSAGE } from "@/lib/permissions/messages";
import { USER_ERRORS } from "@/lib/users/messages";
import type { TimelineEntryRow } from "@/lib/user-timeline/schema";
import { adminHolding, builtInRole, newSignedInAdmin } from "../helpers/admins";
import { callRoute, okJson } from "../helpers/request";
import { createTestUser } from "../helpers/session";

const timelinePath = (userId: string) => `/api/admin/users/${userId}/timeline`;
const read = (cookie: string, userId: string, query = "") =>
  callRoute(timelineRoute, { cookie, params: { id: userId }, path: `${timelinePath(userId)}${query}` });

const linkTo = (response: { headers: Headers }, rel: "next" | "prev") =>
  new RegExp(`<([^>]+)>; rel="${rel}"`).exec(response.headers.get("link") ?? "")?.[1];

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));

/** A note and an audit entry about `userId`, written at the given minutes (the same minute twice makes a tie). */
async function seedTimeline(userId: string, notes: number[], actions: number[]) {
  for (const minute of notes)
    await db.userNote.create({
      data: { userId, authorLabel: "Ada Admin (ada@example.com)", body: `note ${minute}`, createdAt: at(minute) },
    });
  for (const minute of actions)
    await db.auditLog.create({
      data: {
        action: "user.ban",
        targetType: "user",
        targetId: userId,
        targetLabel: `Bo Smith (bo-${minute}@example.com)`,
        actorLabel: "Ada Admin",
        createdAt: at(minute),
      },
    });
  // An entry about another record must not appear, nor an action on another user.
  await db.auditLog.create({ data: { action: "user_note.create", targetType: "user_note", targetId: userId } });
}

const label = (entry: TimelineEntryRow) =>
  entry.source === "note" ? entry.note.body : `action ${new Date(entry.at).getUTCMinutes()}`;

/** Every entry, following the Link header's next pages from the first. */
async function readAll(cookie: string, userId: string, limit: number) {
  const pages: TimelineEntryRow[][] = [];
  let query = `?limit=${limit}`;
  for (;;) {
    const response = await read(cookie, userId, query);
    pages.push(okJson<TimelineEntryRow[]>(response));
    const next = linkTo(response, "next");
    if (!next) return pages;
    query = next.slice(timelinePath(userId).length);
  }
}

let everything: string;

beforeAll(async () => {
  everything = (await newSignedInAdmin({ isSuperadmin: true })).cookie;
});

describe("user timeline: order and paging", () => {
  it("merges notes and actions newest first, a tie at the same time kept in one order across pages", async () => {
    const subject = await createTestUser();
    await seedTimeline(subject.id, [1, 4, 5, 9], [2, 3, 5, 7, 8]);
    const whole = okJson<TimelineEntryRow[]>(await read(everything, subject.id, "?limit=100"));
    expect(whole.map((entry) => new Date(entry.at).getUTCMinutes())).toEqual([9, 8, 7, 5, 5, 4, 3, 2, 1]);
    expect(whole.map(label)).toEqual(expect.arrayContaining(["note 9", "action 8", "note 1"]));

    for (const limit of [1, 2, 4]) {
      const pages = await readAll(everything, subject.id, limit);
      expect(pages.flat()).toEqual(whole);
      expect(pages.every((page) => page.length <= limit)).toBe(true);
    }
    const first = await read(everything, subject.id, "?limit=3");
    expect(first.headers.get("x-total-count")).toBe("9");
  });

  it("goes back a page with the prev link", async () => {
    const subject = await createTestUser();
    await seedTimeline(subject.id, [1, 3, 5], [2, 4, 6]);
    const first = await read(everything, subject.id, "?limit=2");
    const second = await read(everything, subject.id, linkTo(first, "next")!.slice(timelinePath(subject.id).length));
    expect(okJson<TimelineEntryRow[]>(second).map(label)).toEqual(["action 4", "note 3"]);
    const back = await read(everything, subject.id, linkTo(second, "prev")!.slice(timelinePath(subject.id).length));
    expect(okJson<TimelineEntryRow[]>(back)).toEqual(okJson<TimelineEntryRow[]>(first));
    expect(okJson<TimelineEntryRow[]>(first).map(label)).toEqual(["action 6", "note 5"]);
  });

  it("shows nothing for a user with no history, and 404 for one who does not exist", async () => {
    const subject = await createTestUser();
    const empty = await read(everything, subject.id);
    expect(okJson(empty)).toEqual([]);
    expect(empty.headers.get("x-total-count")).toBe("0");
    const missing = await read(everything, crypto.randomUUID());
    expect({ status: missing.status, text: missing.text }).toEqual({ status: 404, text: USER_ERRORS.notFound });
  });
});

describe("user timeline: who sees which source", () => {
  it("shows each source only to a reader holding its read permission", async () => {
    const subject = await createTestUser();
    await seedTimeline(subject.id, [1, 3], [2]);
    const sources = async (cookie: string) =>
      okJson<TimelineEntryRow[]>(await read(cookie, subject.id)).map((entry) => entry.source);

    // The Moderator holds notes.read, not audit.read.
    const moderator = (await newSignedInAdmin({ role: await builtInRole("moderator") })).cookie;
    expect(await sources(moderator)).toEqual(["note", "note"]);
    expect(await sources(await adminHolding(["users.read", "audit.read"]))).toEqual(["audit"]);
    expect(await sources(await adminHolding(["users.read"]))).toEqual([]);
    expect(await sources(everything)).toEqual(["note", "audit", "note"]);
    const onlyNotes = await read(await adminHolding(["users.read", "notes.read"]), subject.id);
    expect(onlyNotes.headers.get("x-total-count")).toBe("2");
  });

  it("refuses a reader without users.read, whatever else they hold", async () => {
    const subject = await createTestUser();
    const response = await read(await adminHolding(["notes.read", "audit.read"]), subject.id);
    expect({ status: response.status, text: response.text }).toEqual({ status: 403, text: PERMISSION_DENIED_MESSAGE });
  });

  it("masks emails in both sources for a reader without users.email", async () => {
    const subject = await createTestUser();
    await seedTimeline(subject.id, [1], [2]);
    const masked = okJson<TimelineEntryRow[]>(
      await read(await adminHolding(["users.read", "notes.read", "audit.read"]), subject.id),
    );
    const text = JSON.stringify(masked);
    expect(text).not.toContain("ada@example.com");
    expect(text).not.toContain("bo-2@example.com");
    expect(
      masked.map((entry) =>
        entry.source === "note" ? entry.note.authorLabel : entry.source === "audit" ? entry.entry.targetLabel : null,
      ),
    ).toEqual([expect.stringContaining("b•••@example.com"), expect.stringContaining("a•••@example.com")]);
    const seen = JSON.stringify(okJson(await read(everything, subject.id)));
    expect(seen).toContain("ada@example.com");
  });
});

describe("user timeline: sanctions and reports", () => {
  /** A muted then lifted member, a warning later marked issued in error, a report against them and one by them. */
  async function seedModeration(subjectId: string, otherId: string, moderatorId: string) {
    await db.sanction.create({
      data: {
        userId: subjectId,
        kind: "mute",
        reason: "spam",
        endsAt: at(30),
        issuedById: moderatorId,
        createdAt: at(10),
        startsAt: at(10),
        liftedAt: at(12),
        liftedById: moderatorId,
        liftReason: "Apologised",
      },
    });
    await db.sanction.create({
      data: {
        userId: subjectId,
        kind: "warn",
        reason: "hate",
        createdAt: at(14),
        startsAt: at(14),
        issuedInErrorAt: at(16),
        issuedInErrorById: moderatorId,
      },
    });
    // A suspension that ended at its time: lifted by the system, with no reason.
    await db.sanction.create({
      data: {
        userId: subjectId,
        kind: "suspend",
        reason: "spam",
        createdAt: at(2),
        startsAt: at(2),
        endsAt: at(3),
        liftedAt: at(3),
      },
    });
    const against = await db.reportItem.create({ data: { targetType: "user", userId: subjectId } });
    await db.report.create({ data: { itemId: against.id, reporterId: otherId, reason: "spam", createdAt: at(11) } });
    const by = await db.reportItem.create({ data: { targetType: "user", userId: otherId } });
    await db.report.create({
      data: { itemId: by.id, reporterId: subjectId, reason: "harassment", comment: "rude", createdAt: at(13) },
    });
    // The audit entries a sanction writes: shown as the sanctions themselves to a reader who sees them.
    await db.auditLog.create({
      data: { action: "user.mute", targetType: "user", targetId: subjectId, actorLabel: "Mo", createdAt: at(10) },
    });
  }

  it("shows sanctions issued, lifted and issued in error, and reports against and by the user, newest first", async () => {
    const [subject, other] = await Promise.all([createTestUser(), createTestUser()]);
    const moderator = await newSignedInAdmin({ role: await builtInRole("moderator") });
    await seedModeration(subject.id, other.id, moderator.id);
    const entries = okJson<TimelineEntryRow[]>(await read(moderator.cookie, subject.id));
    expect(entries.map((entry) => [entry.source, new Date(entry.at).getUTCMinutes()])).toEqual([
      ["sanction_error", 16],
      ["sanction", 14],
      ["report_by", 13],
      ["sanction_lifted", 12],
      ["report_against", 11],
      ["sanction", 10],
      ["sanction_lifted", 3],
      ["sanction", 2],
    ]);
    const lifted = entries.find((entry) => entry.source === "sanction_lifted");
    expect(lifted?.source === "sanction_lifted" && lifted.sanction).toMatchObject({
      kind: "mute",
      liftReason: "Apologised",
      liftedByLabel: expect.any(String),
    });
    const by = entries.find((entry) => entry.source === "report_by");
    expect(by?.source === "report_by" && by.report).toMatchObject({ reason: "harassment", comment: "rude" });
    // Paged across the sources as one list.
    expect((await readAll(moderator.cookie, subject.id, 4)).flat()).toEqual(entries);
    // The superadmin sees the audit log too, without the sanction's own entry twice.
    const all = okJson<TimelineEntryRow[]>(await read(everything, subject.id, "?limit=100"));
    expect(all.filter((entry) => entry.source === "audit")).toEqual([]);
    expect(all).toHaveLength(8);
  });

  it("shows sanctions only with sanctions.read and reports only with reports.read", async () => {
    const [subject, other] = await Promise.all([createTestUser(), createTestUser()]);
    const moderator = await newSignedInAdmin({ role: await builtInRole("moderator") });
    await seedModeration(subject.id, other.id, moderator.id);
    const sources = async (permissions: string[]) =>
      new Set(
        okJson<TimelineEntryRow[]>(await read(await adminHolding(permissions), subject.id)).map(
          (entry) => entry.source,
        ),
      );
    expect(await sources(["users.read", "sanctions.read"])).toEqual(
      new Set(["sanction", "sanction_lifted", "sanction_error"]),
    );
    expect(await sources(["users.read", "reports.read"])).toEqual(new Set(["report_against", "report_by"]));
    // Without sanctions.read, the audit log's own entry of the mute is what an audit reader sees.
    expect(await sources(["users.read", "audit.read"])).toEqual(new Set(["audit"]));
  });
});
