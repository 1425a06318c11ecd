// Staff notes on a user (docs/decisions/moderation.md): newest first, a page at a time; written, edited and
// deleted on the record kit (lock, version check, audit entry in one transaction). Only a note's author or a
// superadmin changes or deletes it, checked under the note's lock.
import "server-only";
import { forbidden, notFound } from "@/lib/api/errors";
import { keysetPage } from "@/lib/api/keyset";
import { countedPage, type Page } from "@/lib/api/page";
import { actorLabel } from "@/lib/audit/labels";
import type { SessionUser } from "@/lib/auth/session/session";
import { db } from "@/lib/db";
import type { HoldsPermissions } from "@/lib/permissions/has-permission";
import {
  createRecord,
  deleteRecordForGood,
  updateRecord,
  type RecordChange,
  type RecordKind,
} from "@/lib/records/audited-change";
import { holdReference } from "@/lib/records/rows";
import { USER_NOTE_ERROR_CODES, USER_NOTE_ERRORS } from "@/lib/user-notes/messages";
import { userNoteSelect, type UserNoteRecord } from "@/lib/user-notes/record";
import { visibleEmailsIn } from "@/lib/users/email-mask";
import type { ListUserNotesQuery, UserNoteFormValues } from "@/lib/user-notes/schema";

/** A note's first words name it in the audit log; the whole text is in the entry's before and after. */
const LABEL_LENGTH = 60;
const noteLabel = (note: UserNoteRecord) =>
  note.body.length > LABEL_LENGTH ? `${note.body.slice(0, LABEL_LENGTH - 1)}…` : note.body;

const userNoteKind: RecordKind<UserNoteRecord, "user_note"> = {
  type: "user_note",
  noun: "note",
  table: "user_notes",
  select: userNoteSelect,
  read: (tx, id) => tx.userNote.findUniqueOrThrow({ where: { id }, select: userNoteSelect }),
  label: noteLabel,
  notFound: () => notFound(USER_NOTE_ERRORS.notFound, USER_NOTE_ERROR_CODES.notFound),
};

async function requireUser(userId: string): Promise<void> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true } });
  if (!user) throw notFound(USER_NOTE_ERRORS.userNotFound, USER_NOTE_ERROR_CODES.userNotFound);
}

/**
 * GET /api/admin/users/{id}/notes: newest first; 404 for a user who does not exist. An author without a name is
 * labelled by their email, masked for a viewer without `users.email` as everywhere else.
 */
export async function listUserNotes(
  viewer: HoldsPermissions,
  userId: string,
  query: ListUserNotesQuery,
): Promise<Page<UserNoteRecord>> {
  await requireUser(userId);
  const where = { userId };
  const [page, total] = await Promise.all([
    keysetPage(query, (args) =>
      db.userNote.findMany({ ...args, where: { AND: [where, args.where] }, select: userNoteSelect }),
    ),
    db.userNote.count({ where }),
  ]);
  const items = page.items.map((note) => ({ ...note, authorLabel: visibleEmailsIn(viewer, note.authorLabel) }));
  return countedPage({ ...page, items }, total);
}

/** POST /api/admin/users/{id}/notes: 404 for a user who does not exist; the user is held (key-share lock) until the note is in. */
export function createUserNote(actor: SessionUser, userId: string, input: UserNoteFormValues): Promise<UserNoteRecord> {
  return createRecord(userNoteKind, actor, async (tx) => {
    if (!(await holdReference(tx, "users", userId)))
      throw notFound(USER_NOTE_ERRORS.userNotFound, USER_NOTE_ERROR_CODES.userNotFound);
    return tx.userNote.create({
      data: { userId, authorId: actor.id, authorLabel: actorLabel(actor), body: input.body },
      select: userNoteSelect,
    });
  });
}

/** Your own note, or any as a superadmin: anyone else's is refused (403) before anything changes. */
function requireAuthor(actor: SessionUser, note: UserNoteRecord): void {
  if (!actor.isSuperadmin && note.authorId !== actor.id)
    throw forbidden(USER_NOTE_ERRORS.notAuthor, USER_NOTE_ERROR_CODES.notAuthor);
}

/** PATCH /api/admin/notes/{id}: 404 gone, 403 not yours, 412 a stale If-Match. */
export function updateUserNote(
  actor: SessionUser,
  change: RecordChange,
  input: UserNoteFormValues,
): Promise<UserNoteRecord> {
  return updateRecord(userNoteKind, actor, change, (tx, before) => {
    requireAuthor(actor, before);
    return tx.userNote.update({ where: { id: change.id }, data: { body: input.body }, select: userNoteSelect });
  });
}

/** DELETE /api/admin/notes/{id}: for good (a note has no trash of its own; it goes to the trash with its user). */
export function deleteUserNote(actor: SessionUser, change: RecordChange): Promise<{ id: string }> {
  return deleteRecordForGood(userNoteKind, actor, change, (before) => requireAuthor(actor, before));
}
