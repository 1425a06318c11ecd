// Deleting users (SPEC §4): their messages, direct messages and channels are
// merged into the deleted-user-system account at once; memberships, API keys
// and purchases go to the trash with them (lib/trash), sessions end for good.
// All of it, for one user or fifty thousand, commits or fails as one transaction.
import "server-only";
import type { SessionUser } from "@/lib/auth/session/session";
import { badRequest, conflict, forbidden } from "@/lib/api/errors";
import { countLabel, userLabel } from "@/lib/audit/labels";
import { recordAudit } from "@/lib/audit/write-entry";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { assertNotSystemUser, userNotFound } from "@/lib/users/errors";
import { lockForChange, type RecordChange } from "@/lib/records/audited-change";
import { lockRows } from "@/lib/records/rows";
import { userFilterWhere, userKind } from "@/lib/users/service";
import { USER_ERROR_CODES, USER_ERRORS } from "@/lib/users/messages";
import { BULK_DELETE_LIMIT, type BulkDeleteUsers } from "@/lib/users/schema";
import { SYSTEM_USER_ID } from "@/lib/users/record";
import { moveToTrash } from "@/lib/trash/move";
import { reachChecker } from "@/lib/users/reach";

type Tx = Prisma.TransactionClient;
type Candidate = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  isAdmin: boolean;
  isSuperadmin: boolean;
  isBanned: boolean;
  roleId: string | null;
};

// Long enough for the largest allowed bulk delete on a two-core machine.
const BULK_TRANSACTION = { timeout: 120_000, maxWait: 10_000 };

export type DeleteResult = {
  deleted: number;
  messagesMoved: number;
  directMessagesMoved: number;
  channelsMoved: number;
  /** The trash batch: its Undo (POST /api/admin/trash/restore) brings every one back. */
  batch: string;
};

/** The rules, read under the users' locks; one user refused refuses the lot (a delete is all or nothing). */
async function assertDeletable(tx: Tx, actor: SessionUser, users: Candidate[]) {
  if (users.some((user) => user.id === actor.id)) throw forbidden(USER_ERRORS.deleteSelf, USER_ERROR_CODES.deleteSelf);
  if (users.some((user) => user.id === SYSTEM_USER_ID))
    throw forbidden(USER_ERRORS.systemUser, USER_ERROR_CODES.systemUser);
  if (users.some((user) => user.isSuperadmin))
    throw forbidden(USER_ERRORS.deleteSuperadmin, USER_ERROR_CODES.deleteSuperadmin);
  const reaches = reachChecker(tx, actor);
  for (const user of users) {
    if (!(await reaches(user))) throw forbidden(USER_ERRORS.outranked, USER_ERROR_CODES.outranked);
  }
}

async function moveUsersToTrash(tx: Tx, actor: SessionUser, users: Candidate[]): Promise<DeleteResult> {
  const trashed = users.map((user) => ({ id: user.id, label: userLabel(user) }));
  const moved = await moveToTrash(tx, "user", trashed, actor);
  return {
    deleted: users.length,
    messagesMoved: moved.users?.messagesMoved ?? 0,
    directMessagesMoved: moved.users?.directMessagesMoved ?? 0,
    channelsMoved: moved.unlinked.channels ?? 0,
    batch: moved.batchId,
  };
}

const candidateSelect = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  isAdmin: true,
  isSuperadmin: true,
  isBanned: true,
  roleId: true,
} as const;

/** DELETE /api/admin/users/{id}: only a banned user may be deleted from the details screen. */
export async function deleteUser(actor: SessionUser, { id, ifMatch }: RecordChange): Promise<DeleteResult> {
  assertNotSystemUser(id);
  return db.$transaction(async (tx) => {
    const user = await lockForChange(tx, userKind, { id, ifMatch });
    await assertDeletable(tx, actor, [user]);
    if (!user.isBanned) throw badRequest(USER_ERRORS.deleteNotBanned, USER_ERROR_CODES.deleteNotBanned);
    const result = await moveUsersToTrash(tx, actor, [user]);
    await recordAudit(tx, {
      actor,
      action: "user.delete",
      targetType: "user",
      targetId: id,
      targetLabel: userLabel(user),
      details: { email: user.email, ...result },
    });
    return result;
  }, BULK_TRANSACTION);
}

async function resolveCandidates(tx: Tx, actor: SessionUser, input: BulkDeleteUsers): Promise<Candidate[]> {
  if (!input.filter) {
    const ids = [...new Set(input.userIds)];
    const users = await tx.user.findMany({ where: { id: { in: ids } }, select: candidateSelect });
    if (users.length !== ids.length) throw userNotFound();
    return users;
  }
  const users = await tx.user.findMany({
    where: await userFilterWhere(input.filter, actor, tx),
    select: candidateSelect,
    take: BULK_DELETE_LIMIT + 1,
  });
  if (users.length > BULK_DELETE_LIMIT) {
    throw badRequest(
      `At most ${BULK_DELETE_LIMIT.toLocaleString("en-US")} users can be deleted at once; narrow the filters`,
    );
  }
  if (input.expectedCount !== undefined && users.length !== input.expectedCount) {
    throw conflict(
      `The matching users changed (now ${users.length}, confirmed ${input.expectedCount}); review and try again`,
    );
  }
  return users;
}

/**
 * The candidates locked in id order (two overlapping bulk deletes never wait on each other in a circle),
 * then read again, so the rules judge them as they are now; one deleted meanwhile refuses the lot.
 */
async function lockCandidates(tx: Tx, candidates: Candidate[]): Promise<Candidate[]> {
  const ids = candidates.map((user) => user.id);
  if ((await lockRows(tx, "users", ids)) !== ids.length) {
    throw conflict("Some of these users were deleted meanwhile; review and try again");
  }
  return tx.user.findMany({ where: { id: { in: ids } }, select: candidateSelect });
}

/** DELETE /api/admin/users: the chosen ids, or every user matching a filter. */
export async function deleteUsers(actor: SessionUser, input: BulkDeleteUsers): Promise<DeleteResult> {
  return db.$transaction(async (tx) => {
    const users = await lockCandidates(tx, await resolveCandidates(tx, actor, input));
    await assertDeletable(tx, actor, users);
    const ids = users.map((user) => user.id);
    const result = await moveUsersToTrash(tx, actor, users);
    await recordAudit(tx, {
      actor,
      action: "user.bulk_delete",
      targetType: "user",
      targetLabel: countLabel(result.deleted, "user"),
      covers: ids.map((id) => ({ type: "user", id })),
      // The first thousand, by id and in words as they were.
      details: {
        ...result,
        filter: input.filter ?? null,
        userIds: ids.slice(0, 1000),
        users: users.slice(0, 1000).map(userLabel),
      },
    });
    return result;
  }, BULK_TRANSACTION);
}
