// Staff notes on users through their routes: the round trip with its audit entries, validation that changes
// nothing, own notes against others', superadmins, the roles that may and may not, paging, and a note's life
// with its user in the trash.
import crypto from "node:crypto";
import { GET as listNotesRoute, POST as createNoteRoute } from "@/app/api/admin/users/[id]/notes/route";
import { DELETE as deleteNoteRoute, PATCH as updateNoteRoute } from "@/app/api/admin/notes/[id]/route";
import { DELETE as bulkDeleteUsersRoute } from "@/app/api/admin/users/route";
import { POST as restoreOneRoute } from "@/app/api/admin/trash/[type]/[id]/restore/route";
import { db } from "@/lib/db";
import { PERMISSION_DENIED_MESSAGE } from "@/lib/permissions/messages";
import { USER_NOTE_ERRORS, USER_NOTE_VALIDATION } from "@/lib/user-notes/messages";
import type { UserNoteRow } from "@/lib/user-notes/schema";
import { adminHolding, builtInRole, newSignedInAdmin, type SignedInAdmin } from "../helpers/admins";
import { callRoute, okJson } from "../helpers/request";
import { createTestUser } from "../helpers/session";

const notesPath = (userId: string) => `/api/admin/users/${userId}/notes`;

const list = (cookie: string, userId: string, query = "") =>
  callRoute(listNotesRoute, { cookie, params: { id: userId }, path: `${notesPath(userId)}${query}` });
const create = (cookie: string, userId: string, body: unknown) =>
  callRoute(createNoteRoute, { method: "POST", cookie, params: { id: userId }, path: notesPath(userId), body });
const update = (cookie: string, id: string, body: unknown, version?: number) =>
  callRoute(updateNoteRoute, {
    method: "PATCH",
    cookie,
    params: { id },
    path: `/api/admin/notes/${id}`,
    body,
    headers: version === undefined ? {} : { "if-match": `"${version}"` },
  });
const remove = (cookie: string, id: string) =>
  callRoute(deleteNoteRoute, { method: "DELETE", cookie, params: { id }, path: `/api/admin/notes/${id}` });

async function createOk(cookie: string, userId: string, body: string): Promise<UserNoteRow> {
  const response = await create(cookie, userId, { body });
  expect({ status: response.status, text: response.status === 201 ? "" : response.text }).toEqual({
    status: 201,
    text: "",
  });
  return response.json() as UserNoteRow;
}

const entries = (targetId: string) =>
  db.auditLog.findMany({
    where: { targetType: "user_note", targetId },
    orderBy: { createdAt: "asc" },
    select: { action: true, actorId: true, details: true },
  });

let moderator: SignedInAdmin;
let otherModerator: SignedInAdmin;
let superadmin: SignedInAdmin;

beforeAll(async () => {
  const role = await builtInRole("moderator");
  moderator = await newSignedInAdmin({ role });
  otherModerator = await newSignedInAdmin({ role });
  superadmin = await newSignedInAdmin({ isSuperadmin: true });
});

describe("staff notes: authors' emails", () => {
  it("an author labelled by their email is shown masked to a reader without users.email, whole to one with it", async () => {
    const subject = await createTestUser();
    await db.userNote.create({
      data: { userId: subject.id, authorId: superadmin.id, authorLabel: "nameless.author@example.com", body: "seen" },
    });
    const labels = async (cookie: string) =>
      okJson<UserNoteRow[]>(await list(cookie, subject.id)).map((note) => note.authorLabel);
    expect(await labels(moderator.cookie)).toEqual(["n•••@example.com"]);
    expect(await labels(superadmin.cookie)).toEqual(["nameless.author@example.com"]);
  });
});

describe("staff notes: round trip", () => {
  it("a moderator writes, lists, edits and deletes a note, each change audited with before and after", async () => {
    const subject = await createTestUser();
    const note = await createOk(moderator.cookie, subject.id, "  Warned about spam in #general.  ");
    expect(note).toMatchObject({
      userId: subject.id,
      authorId: moderator.id,
      body: "Warned about spam in #general.",
      version: 1,
    });

    const listed = await list(moderator.cookie, subject.id);
    expect(okJson<UserNoteRow[]>(listed)).toEqual([note]);
    expect(listed.headers.get("x-total-count")).toBe("1");

    const edited = okJson<UserNoteRow>(await update(moderator.cookie, note.id, { body: "Warned twice." }, 1));
    expect(edited).toMatchObject({ body: "Warned twice.", version: 2 });

    const deleted = await remove(moderator.cookie, note.id);
    expect(deleted.status).toBe(200);
    expect(await db.userNote.count({ where: { id: note.id } })).toBe(0);

    const after = { userId: subject.id, authorId: moderator.id, authorLabel: expect.any(String) };
    expect(await entries(note.id)).toEqual([
      {
        action: "user_note.create",
        actorId: moderator.id,
        details: { before: null, after: { ...after, body: "Warned about spam in #general." }, version: 1 },
      },
      {
        action: "user_note.update",
        actorId: moderator.id,
        details: {
          before: { ...after, body: "Warned about spam in #general." },
          after: { ...after, body: "Warned twice." },
          version: 2,
        },
      },
      {
        action: "user_note.delete",
        actorId: moderator.id,
        details: { before: { ...after, body: "Warned twice." }, after: null },
      },
    ]);
  });

  it("lists newest first, a page at a time", async () => {
    const subject = await createTestUser();
    const bodies = ["first", "second", "third"];
    for (const body of bodies) await createOk(moderator.cookie, subject.id, body);
    const first = await list(moderator.cookie, subject.id, "?limit=2");
    expect(okJson<UserNoteRow[]>(first).map((note) => note.body)).toEqual(["third", "second"]);
    expect(first.headers.get("x-total-count")).toBe("3");
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get("link") ?? "")?.[1];
    expect(next).toBeDefined();
    const second = await list(moderator.cookie, subject.id, next!.slice(notesPath(subject.id).length));
    expect(okJson<UserNoteRow[]>(second).map((note) => note.body)).toEqual(["first"]);
  });
});

describe("staff notes: validation", () => {
  it("refuses an empty, blank or too long note with a 400 that says why, and writes nothing", async () => {
    const subject = await createTestUser();
    const cases: [unknown, string][] = [
      [{}, USER_NOTE_VALIDATION.bodyRequired],
      [{ body: "   " }, USER_NOTE_VALIDATION.bodyRequired],
      [{ body: 42 }, USER_NOTE_VALIDATION.bodyRequired],
      [{ body: "x".repeat(5001) }, USER_NOTE_VALIDATION.bodyTooLong],
    ];
    for (const [body, message] of cases) {
      const response = await create(moderator.cookie, subject.id, body);
      expect([response.status, response.text]).toEqual([400, message]);
    }
    expect(await db.userNote.count({ where: { userId: subject.id } })).toBe(0);
    expect((await create(moderator.cookie, subject.id, { body: "x".repeat(5000) })).status).toBe(201);

    const note = await createOk(moderator.cookie, subject.id, "kept");
    for (const [body, message] of cases) {
      const response = await update(moderator.cookie, note.id, body);
      expect([response.status, response.text]).toEqual([400, message]);
    }
    expect(await db.userNote.findUniqueOrThrow({ where: { id: note.id } })).toMatchObject({ body: "kept", version: 1 });
    expect(await db.auditLog.count({ where: { action: "user_note.update", targetId: note.id } })).toBe(0);
  });

  it("answers 404 for a user or a note that does not exist, and 412 for a stale version", async () => {
    const missingUser = crypto.randomUUID();
    expect((await create(moderator.cookie, missingUser, { body: "x" })).text).toBe(USER_NOTE_ERRORS.userNotFound);
    expect((await list(moderator.cookie, missingUser)).status).toBe(404);
    expect((await update(moderator.cookie, crypto.randomUUID(), { body: "x" })).status).toBe(404);
    expect((await remove(moderator.cookie, crypto.randomUUID())).status).toBe(404);

    const note = await createOk(moderator.cookie, (await createTestUser()).id, "v1");
    expect((await update(moderator.cookie, note.id, { body: "v2" }, 1)).status).toBe(200);
    expect((await update(moderator.cookie, note.id, { body: "v3" }, 1)).status).toBe(412);
    expect(await db.userNote.findUniqueOrThrow({ where: { id: note.id } })).toMatchObject({ body: "v2" });
  });
});

describe("staff notes: whose note", () => {
  it("refuses another admin's edit and delete with a 403 that says why, and changes nothing", async () => {
    const note = await createOk(moderator.cookie, (await createTestUser()).id, "mine");
    const edit = await update(otherModerator.cookie, note.id, { body: "theirs" });
    expect([edit.status, edit.text]).toEqual([403, USER_NOTE_ERRORS.notAuthor]);
    const deletion = await remove(otherModerator.cookie, note.id);
    expect([deletion.status, deletion.text]).toEqual([403, USER_NOTE_ERRORS.notAuthor]);
    expect(await db.userNote.findUniqueOrThrow({ where: { id: note.id } })).toMatchObject({ body: "mine", version: 1 });
    expect((await entries(note.id)).map((entry) => entry.action)).toEqual(["user_note.create"]);
    // The other admin still reads it.
    expect(okJson<UserNoteRow[]>(await list(otherModerator.cookie, note.userId)).map((row) => row.id)).toEqual([
      note.id,
    ]);
  });

  it("lets a superadmin edit and delete anyone's note", async () => {
    const note = await createOk(moderator.cookie, (await createTestUser()).id, "by a moderator");
    expect(okJson<UserNoteRow>(await update(superadmin.cookie, note.id, { body: "tidied" }))).toMatchObject({
      body: "tidied",
      authorId: moderator.id,
    });
    expect((await remove(superadmin.cookie, note.id)).status).toBe(200);
    expect((await entries(note.id)).map((entry) => [entry.action, entry.actorId])).toEqual([
      ["user_note.create", moderator.id],
      ["user_note.update", superadmin.id],
      ["user_note.delete", superadmin.id],
    ]);
  });
});

describe("staff notes: access", () => {
  it("lets a viewer read but not write, and refuses a role without notes.read", async () => {
    const subject = await createTestUser();
    const note = await createOk(moderator.cookie, subject.id, "seen by viewers");
    const viewer = await newSignedInAdmin({ role: await builtInRole("viewer") });
    expect(okJson<UserNoteRow[]>(await list(viewer.cookie, subject.id))).toHaveLength(1);
    for (const response of [
      await create(viewer.cookie, subject.id, { body: "no" }),
      await update(viewer.cookie, note.id, { body: "no" }),
    ])
      expect([response.status, response.text]).toEqual([403, PERMISSION_DENIED_MESSAGE]);

    const usersOnly = await adminHolding(["users.read"]);
    expect((await list(usersOnly, subject.id)).status).toBe(403);
    expect((await create(usersOnly, subject.id, { body: "no" })).status).toBe(403);
    expect(await db.userNote.count({ where: { userId: subject.id } })).toBe(1);
  });
});

describe("staff notes: with their user", () => {
  it("go to the trash with their user and come back with them; an author's own deletion leaves their notes", async () => {
    const admin = await newSignedInAdmin();
    const subject = await createTestUser({ isBanned: true });
    const author = await newSignedInAdmin({ role: await builtInRole("moderator") });
    const about = await createOk(author.cookie, subject.id, "about the subject");
    const bySubject = await db.userNote.create({
      data: { userId: author.id, authorId: subject.id, authorLabel: "Subject", body: "written by the subject" },
    });

    const deleted = await callRoute(bulkDeleteUsersRoute, {
      method: "DELETE",
      cookie: admin.cookie,
      body: { userIds: [subject.id] },
    });
    expect(deleted.status).toBe(200);
    expect(await db.userNote.count({ where: { id: about.id } })).toBe(0);
    expect(await db.userNote.findUniqueOrThrow({ where: { id: bySubject.id } })).toMatchObject({
      authorId: null,
      authorLabel: "Subject",
    });

    const restored = await callRoute(restoreOneRoute, {
      method: "POST",
      cookie: admin.cookie,
      params: { type: "user", id: subject.id },
    });
    expect(restored.status).toBe(200);
    expect(await db.userNote.findUniqueOrThrow({ where: { id: about.id } })).toMatchObject({
      body: "about the subject",
      authorId: author.id,
    });
    expect(await db.userNote.findUniqueOrThrow({ where: { id: bySubject.id } })).toMatchObject({
      authorId: subject.id,
    });
  });
});
