"use client";

// Every user change: the call, SPEC's toasts (§8), and the refetch of what it touched (§7).
import { useAdminMutation } from "@/hooks/use-admin-mutation";
import { undoBatch, type BulkDeleted } from "@/lib/trash/batch";
import { apiRequest } from "@/lib/api-client/request";
import { deleteAction } from "@/lib/api-client/step-up";
import { userFullName } from "@/lib/users/display";
import { USER_TOASTS } from "@/lib/users/messages";
import { analyticsKeys, usersKeys } from "@/lib/users/query-keys";
import { ROLE_TOASTS } from "@/lib/roles/messages";
import { rolesKeys } from "@/lib/roles/query-keys";
import type { RoleRow } from "@/lib/roles/schema";
import type { BulkDeleteUsersInput, ChangeUserIdInput, CreateUserInput } from "@/lib/users/schema";
import type { UserRow } from "@/lib/users/schema";

// The analytics overview counts users, so every change refetches it too (SPEC §7).
const USER_QUERIES = [usersKeys.all, analyticsKeys.overview];
const userUrl = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

export function useCreateUser() {
  return useAdminMutation({
    request: (input: CreateUserInput) => apiRequest<UserRow>("POST", "/api/admin/users", input),
    toasts: {
      success: (user) => ({
        title: USER_TOASTS.create.success,
        description: `${user.firstName} ${user.lastName} can now be managed here.`,
      }),
      error: USER_TOASTS.create,
    },
    invalidate: USER_QUERIES,
  });
}

export function useChangeUserId() {
  return useAdminMutation({
    request: ({ user, ...input }: ChangeUserIdInput & { user: Pick<UserRow, "id" | "version"> }) =>
      apiRequest<UserRow>("PUT", `${userUrl(user.id)}/change-id`, input, { ifMatch: user.version }),
    toasts: {
      success: (user) => ({ title: USER_TOASTS.changeId.success, description: `The user ID is now ${user.id}.` }),
      error: USER_TOASTS.changeId,
    },
    invalidate: USER_QUERIES,
  });
}

export function useBulkDeleteUsers() {
  return useAdminMutation({
    request: (input: BulkDeleteUsersInput) => apiRequest<BulkDeleted>("DELETE", "/api/admin/users", input),
    toasts: {
      success: (result) => ({
        title: USER_TOASTS.bulkDelete.success,
        description: `${result.deleted} user(s) deleted.`,
      }),
      error: USER_TOASTS.bulkDelete,
    },
    invalidate: USER_QUERIES,
    undo: undoBatch,
  });
}

export function useSetAdmin() {
  return useAdminMutation({
    request: ({ id, isAdmin }: { id: string; isAdmin: boolean }) =>
      apiRequest<UserRow>("PATCH", userUrl(id), { isAdmin }),
    toasts: {
      success: (user) => ({
        title: USER_TOASTS.role.success,
        description: user.isAdmin ? "Admin rights granted." : "Admin rights removed.",
      }),
      error: USER_TOASTS.role,
    },
    invalidate: USER_QUERIES,
  });
}

/** An admin's role (step-up: the API client asks, then repeats the call); the Roles screen's counts change with it. */
export function useSetRole() {
  return useAdminMutation({
    request: ({ user, role }: { user: Pick<UserRow, "id" | "version">; role: Pick<RoleRow, "id" | "name"> }) =>
      apiRequest<UserRow>("PATCH", userUrl(user.id), { roleId: role.id }, { ifMatch: user.version }),
    toasts: {
      success: (_user, { role }) => ({
        title: ROLE_TOASTS.assign.success,
        description: `Now holds the ${role.name} role.`,
      }),
      error: { serverMessage: true, fallback: ROLE_TOASTS.assign.fallback },
    },
    invalidate: [...USER_QUERIES, rolesKeys.all],
  });
}

export function useSetBanned() {
  return useAdminMutation({
    request: ({ id, isBanned }: { id: string; isBanned: boolean }) =>
      apiRequest<UserRow>("PATCH", userUrl(id), { isBanned }),
    toasts: {
      success: (user) => (user.isBanned ? USER_TOASTS.ban.successBanned : USER_TOASTS.ban.successUnbanned),
      error: USER_TOASTS.ban,
    },
    invalidate: USER_QUERIES,
  });
}

export function useDeleteUser() {
  return useAdminMutation({
    request: (user: Pick<UserRow, "id" | "version"> & Partial<Pick<UserRow, "firstName" | "lastName">>) =>
      apiRequest<BulkDeleted>("DELETE", userUrl(user.id), undefined, {
        ifMatch: user.version,
        action: deleteAction(userFullName(user)),
      }),
    toasts: { success: USER_TOASTS.delete.success, error: USER_TOASTS.delete },
    invalidate: USER_QUERIES,
    undo: undoBatch,
  });
}

/** A superadmin resets another admin's second factors (a lost authenticator and codes); their sessions end. */
export function useResetFactors() {
  return useAdminMutation({
    request: (id: string) => apiRequest<{ id: string }>("DELETE", `${userUrl(id)}/factors`),
    toasts: { success: USER_TOASTS.resetFactors.success, error: { ...USER_TOASTS.resetFactors, serverMessage: true } },
  });
}

export function useSignOutEverywhere() {
  return useAdminMutation({
    request: (id: string) => apiRequest<{ revoked: number }>("DELETE", `${userUrl(id)}/sessions`),
    toasts: {
      success: ({ revoked }) => ({
        title: USER_TOASTS.signOutEverywhere.success,
        description: `${revoked} session(s) ended.`,
      }),
      error: USER_TOASTS.signOutEverywhere,
    },
  });
}
