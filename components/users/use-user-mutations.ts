"use client";

// Every user change: the call, SPEC's toasts (§8), and the refetch of what it touched (§7).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { apiRequest } from "@/lib/api-client";
import { toastMessageFor, USER_TOASTS } from "@/lib/users/messages";
import { analyticsKeys, usersKeys } from "@/lib/users/query-keys";
import type { BulkDeleteUsersInput, ChangeUserIdInput, CreateUserInput } from "@/lib/users/schema";
import type { UserRow } from "@/lib/users/client";

type Toasts = { known: readonly (readonly [string, string])[]; fallback: string };

function showError(error: unknown, toasts: Toasts) {
  toast.error("Error", { description: toastMessageFor(error, toasts.known, toasts.fallback) });
}

function useRefetchUsers() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: usersKeys.all }),
      queryClient.invalidateQueries({ queryKey: analyticsKeys.overview }),
    ]);
  };
}

export function useCreateUser() {
  const refetch = useRefetchUsers();
  return useMutation({
    mutationFn: (input: CreateUserInput) => apiRequest<UserRow>("POST", "/api/admin/users", input),
    onSuccess: async (user) => {
      toast.success(USER_TOASTS.create.success, { description: `${user.firstName} ${user.lastName} can now be managed here.` });
      await refetch();
    },
    onError: (error) => showError(error, USER_TOASTS.create),
  });
}

export function useChangeUserId() {
  const refetch = useRefetchUsers();
  return useMutation({
    mutationFn: ({ id, ...input }: ChangeUserIdInput & { id: string }) =>
      apiRequest<UserRow>("PUT", `/api/admin/users/${encodeURIComponent(id)}/change-id`, input),
    onSuccess: async (user) => {
      toast.success(USER_TOASTS.changeId.success, { description: `The user ID is now ${user.id}.` });
      await refetch();
    },
    onError: (error) => showError(error, USER_TOASTS.changeId),
  });
}

export function useBulkDeleteUsers() {
  const refetch = useRefetchUsers();
  return useMutation({
    mutationFn: (input: BulkDeleteUsersInput) => apiRequest<{ deleted: number }>("DELETE", "/api/admin/users", input),
    onSuccess: async (result) => {
      toast.success(USER_TOASTS.bulkDelete.success, { description: `${result.deleted} user(s) deleted.` });
      await refetch();
    },
    onError: (error) => showError(error, USER_TOASTS.bulkDelete),
  });
}

export function useSetAdmin() {
  const refetch = useRefetchUsers();
  return useMutation({
    mutationFn: ({ id, isAdmin }: { id: string; isAdmin: boolean }) =>
      apiRequest<UserRow>("PATCH", `/api/admin/users/${encodeURIComponent(id)}`, { isAdmin }),
    onSuccess: async (user) => {
      toast.success(USER_TOASTS.role.success, { description: user.isAdmin ? "Admin rights granted." : "Admin rights removed." });
      await refetch();
    },
    onError: (error) => showError(error, USER_TOASTS.role),
  });
}

export function useSetBanned() {
  const refetch = useRefetchUsers();
  return useMutation({
    mutationFn: ({ id, isBanned }: { id: string; isBanned: boolean }) =>
      apiRequest<UserRow>("PATCH", `/api/admin/users/${encodeURIComponent(id)}`, { isBanned }),
    onSuccess: async (user) => {
      toast.success(user.isBanned ? USER_TOASTS.ban.successBanned : USER_TOASTS.ban.successUnbanned);
      await refetch();
    },
    onError: (error) => showError(error, USER_TOASTS.ban),
  });
}

export function useDeleteUser() {
  const refetch = useRefetchUsers();
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/admin/users/${encodeURIComponent(id)}`),
    onSuccess: async () => {
      toast.success(USER_TOASTS.delete.success);
      await refetch();
    },
    onError: (error) => showError(error, USER_TOASTS.delete),
  });
}

export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ revoked: number }>("DELETE", `/api/admin/users/${encodeURIComponent(id)}/sessions`),
    onSuccess: ({ revoked }) => {
      toast.success(USER_TOASTS.signOutEverywhere.success, { description: `${revoked} session(s) ended.` });
    },
    onError: (error) => showError(error, USER_TOASTS.signOutEverywhere),
  });
}
