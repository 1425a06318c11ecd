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
    expect(masked.map((entry) => (entry.source === "note" ? entry.note.authorLabel : entry.entry.targetLabel))).toEqual(
      [expect.stringContaining("b•••@example.com"), expect.stringContaining("a•••@example.com")],
    );
    const seen = JSON.stringify(okJson(await read(everything, subject.id)));
    expect(seen).toContain("ada@example.com");
  });
});
