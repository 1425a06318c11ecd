"use client";

// Creating and revoking API tokens: the call, its toasts and the list's refetch (useAdminMutation).
import { useAdminMutation } from "@/hooks/use-admin-mutation";
import { apiRequest } from "@/lib/api-client/request";
import { TOKEN_TEXT } from "@/lib/api-tokens/messages";
import { tokensKeys } from "@/lib/api-tokens/query-keys";
import type { ApiTokenRow, CreatedToken, TokenFormValues } from "@/lib/api-tokens/schema";

const KEYS = [tokensKeys.all];

export function useCreateToken() {
  return useAdminMutation({
    request: (values: TokenFormValues) => apiRequest<CreatedToken>("POST", "/api/admin/tokens", values),
    toasts: { success: TOKEN_TEXT.created, error: { serverMessage: true, fallback: TOKEN_TEXT.createFailed } },
    invalidate: KEYS,
  });
}

export function useRevokeToken() {
  return useAdminMutation({
    request: (token: ApiTokenRow) => apiRequest<void>("DELETE", `/api/admin/tokens/${token.id}`),
    toasts: { success: TOKEN_TEXT.revoked, error: { serverMessage: true, fallback: TOKEN_TEXT.revokeFailed } },
    invalidate: KEYS,
  });
}
