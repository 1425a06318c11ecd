// Provider ids that client components need; kept apart from options.ts, which is server-only.
export const OIDC_PROVIDER_ID = "oidc";
