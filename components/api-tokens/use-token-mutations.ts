"use client";

// Creating and revoking API tokens: the call, its toasts and the list's refetch (useAdminMutation).
import { changeToasts } from "@/hooks/create-crud-mutations";
import { useAdminMutation } from "@/hooks/use-admin-mutation";
import { apiRequest } from "@/lib/api-client/request";
import { TOKEN_TOASTS } from "@/lib/api-tokens/messages";
import { tokensKeys } from "@/lib/api-tokens/query-keys";
import type { ApiTokenRow, CreatedToken, TokenFormValues } from "@/lib/api-tokens/schema";

const KEYS = [tokensKeys.all];

export function useCreateToken() {
  return useAdminMutation({
    request: (values: TokenFormValues) => apiRequest<CreatedToken>("POST", "/api/admin/tokens", values),
    toasts: changeToasts(TOKEN_TOASTS.create),
    invalidate: KEYS,
  });
}

export function useRevokeToken() {
  return useAdminMutation({
    request: (token: ApiTokenRow) => apiRequest<void>("DELETE", `/api/admin/tokens/${token.id}`),
    toasts: changeToasts(TOKEN_TOASTS.revoke),
    invalidate: KEYS,
  });
}
