"use client";

// Every change the panel makes: the call, SPEC's toasts (§8), and the refetch
// of what it touched (§7), in one hook.
import * as React from "react";
import { useRouter } from "next/navigation";
import { useMutation, useQueryClient, type QueryKey, type UseMutationOptions } from "@tanstack/react-query";
import type { ExternalToast } from "sonner";
import { toast } from "@/lib/loading/toast";
import { errorToast, HttpError, isDatabaseOutage, type ErrorToasts } from "@/lib/api-client/errors";
import { trashKeys } from "@/lib/trash/query-keys";
import type { RestoreTrash } from "@/lib/trash/schema";

type SuccessToast<TResult, TInput> =
  | string
  | { title: string; description?: string }
  | ((result: TResult, input: TInput) => string | { title: string; description?: string });

type AdminMutationOptions<TResult, TInput, TContext> = {
  request: (input: TInput) => Promise<TResult>;
  toasts: { success?: SuccessToast<TResult, TInput>; error: ErrorToasts };
  /** The query keys (prefixes) to refetch after success. */
  invalidate?: readonly QueryKey[];
  /**
   * A delete: what its success toast's Undo restores from the trash (the toast also opens the Trash); null when the
   * call deleted nothing (a purge that found no message), so there is nothing to undo.
   */
  undo?: (result: TResult, input: TInput) => RestoreTrash | null;
  /**
   * A change undone by the opposite change (a feature toggle switched back): the input that makes it. Its success
   * toast offers Undo, which makes that change through this same mutation (its own toast, its own Undo).
   */
  revert?: (result: TResult, input: TInput) => TInput;
} & Pick<
  UseMutationOptions<TResult, Error, TInput, TContext>,
  "mutationKey" | "onMutate" | "onError" | "onSuccess" | "onSettled"
>;

function showSuccess<TResult, TInput>(
  success: SuccessToast<TResult, TInput> | undefined,
  result: TResult,
  input: TInput,
  options: ExternalToast,
) {
  if (!success) return;
  const shown = typeof success === "function" ? success(result, input) : success;
  if (typeof shown === "string") toast.success(shown, options);
  else toast.success(shown.title, { description: shown.description, ...options });
}

export function useAdminMutation<TResult = unknown, TInput = void, TContext = unknown>({
  request,
  toasts,
  invalidate = [],
  undo,
  revert,
  mutationKey,
  onMutate,
  onError,
  onSuccess,
  onSettled,
}: AdminMutationOptions<TResult, TInput, TContext>) {
  const queryClient = useQueryClient();
  const router = useRouter();
  // This mutation's own `mutate`, for a revert's Undo, which a toast calls after this render.
  const again = React.useRef<(input: TInput) => void>(() => undefined);

  /** The success toast's Undo (and Open Trash), if this change has one. Its code comes with the toast, not with every screen's first load (page weight). */
  const undoOptions = async (result: TResult, input: TInput): Promise<ExternalToast> => {
    const restore = undo?.(result, input);
    if (restore === null || (!undo && !revert)) return {};
    const kit = await import("@/hooks/undo-delete");
    if (restore) return kit.undoAction(restore, queryClient, invalidate, router.push);
    return kit.revertAction(() => again.current(revert!(result, input)));
  };

  const mutation = useMutation<TResult, Error, TInput, TContext>({
    mutationKey,
    mutationFn: request,
    onMutate,
    onSuccess: async (result, input, context, mutation) => {
      showSuccess(toasts.success, result, input, await undoOptions(result, input));
      await onSuccess?.(result, input, context, mutation);
      // A delete also adds to the trash, whose list may be cached from an earlier visit.
      const changed = undo ? [...invalidate, trashKeys.all] : invalidate;
      await Promise.all(changed.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: async (error, input, context, mutation) => {
      // A stale change the admin chose to reload in the conflict dialog needs no toast, nor does a
      // database outage: the query client shows one notice for all of it (lib/api-client/database-outage-notice.ts).
      if (!(error instanceof HttpError && error.answered) && !isDatabaseOutage(error)) {
        const { title, description } = errorToast(error, toasts.error);
        toast.error(title, { description });
      }
      await onError?.(error, input, context, mutation);
    },
    onSettled,
  });
  React.useEffect(() => {
    again.current = mutation.mutate;
  });
  return mutation;
}
