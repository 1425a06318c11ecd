// The local OpenID Connect provider the end-to-end tests sign in through
// (provider.ts), and the identities it knows: shared by playwright.config.ts,
// the provider and e2e/oidc.spec.ts.
import { SEED_ACCOUNTS } from "../../prisma/seed/accounts";

export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3110);
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
export const OIDC_CLIENT = { id: "admin-panel-e2e", secret: "admin-panel-e2e-secret" };
export const OIDC_NAME = "Test IdP";

/** The panel's callback (docs/configuration.md: `$NEXTAUTH_URL/api/auth/callback/oidc`). */
export function oidcRedirectUri(panelUrl: string) {
  return `${panelUrl}/api/auth/callback/oidc`;
}

/**
 * Identities by the login typed into the provider's form. Both refused
 * superadmin identities carry the email of a panel admin, so only the
 * `email_verified` claim can be what refuses them.
 */
export const OIDC_IDENTITIES = {
  admin: { email: SEED_ACCOUNTS.admin.email, email_verified: true },
  stranger: { email: "stranger@example.test", email_verified: true },
  unverified: { email: SEED_ACCOUNTS.superadmin.email, email_verified: false },
  unclaimed: { email: SEED_ACCOUNTS.superadmin.email },
} satisfies Record<string, { email: string; email_verified?: boolean }>;

export type OidcIdentityName = keyof typeof OIDC_IDENTITIES;

/**
 * The identity a login typed into the provider's form stands for: one of those above, or, for an email address, that
 * address, verified (an admin a test made for itself signs in with it); undefined where the provider refuses it.
 */
export function oidcIdentity(login: string): { email: string; email_verified?: boolean } | undefined {
  if (Object.hasOwn(OIDC_IDENTITIES, login)) return OIDC_IDENTITIES[login as OidcIdentityName];
  return login.includes("@") ? { email: login, email_verified: true } : undefined;
}
