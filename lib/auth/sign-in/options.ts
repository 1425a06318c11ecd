import "server-only";
import type { NextAuthOptions } from "next-auth";
import type { OAuthConfig } from "next-auth/providers/oauth";
import { db } from "@/lib/db";
import {
  authSecret,
  oidcSettings,
  sessionCookieName,
  SESSION_MAX_AGE_SECONDS,
  sessionCookieOptions,
  type OidcSettings,
} from "@/lib/auth/config";
import { OIDC_PROVIDER_ID } from "@/lib/auth/sign-in/provider-ids";
import { signOut, startSession } from "@/lib/auth/sign-in/sign-in";

type OidcProfile = { sub: string; email?: string; email_verified?: boolean; name?: string };

function oidcProvider(settings: OidcSettings): OAuthConfig<OidcProfile> {
  return {
    id: OIDC_PROVIDER_ID,
    name: settings.name,
    type: "oauth",
    wellKnown: `${settings.issuer}/.well-known/openid-configuration`,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    authorization: { params: { scope: "openid email profile" } },
    idToken: true,
    checks: ["pkce", "state"],
    // In the code flow a conformant provider sends the scope's claims (email, email_verified) from
    // userinfo, not in the ID token (OIDC Core 5.4); the ID token is still verified. openid-client's
    // userinfo also checks that its `sub` is the ID token's.
    userinfo: {
      request: ({ client, tokens }) => client.userinfo<OidcProfile>(tokens as Parameters<typeof client.userinfo>[0]),
    },
    profile: (profile) => ({
      id: profile.sub,
      email: profile.email?.toLowerCase() ?? null,
      name: profile.name ?? null,
    }),
  };
}

/** The panel never creates accounts: an OIDC identity must match an existing user by verified email. */
async function userIdForOidcEmail(email: string | null | undefined): Promise<string | null> {
  if (!email) return null;
  const user = await db.user.findUnique({ where: { email: email.toLowerCase() }, select: { id: true } });
  return user?.id ?? null;
}

export function authOptions(): NextAuthOptions {
  const oidc = oidcSettings();
  // Email + password is the panel's own route (app/api/login); next-auth carries OIDC only.
  const providers: NextAuthOptions["providers"] = oidc ? [oidcProvider(oidc)] : [];

  return {
    secret: authSecret(),
    providers,
    useSecureCookies: sessionCookieOptions().secure,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/login", error: "/login" },
    cookies: {
      sessionToken: {
        name: sessionCookieName(),
        options: sessionCookieOptions(),
      },
    },
    // next-auth's own sign-out endpoint ends the server-side session too, like /api/logout.
    events: {
      async signOut({ token }) {
        await signOut(typeof token?.sid === "string" ? token.sid : null);
      },
    },
    callbacks: {
      async signIn({ account, profile }) {
        if (account?.provider !== OIDC_PROVIDER_ID) return false;
        const oidcProfile = profile as OidcProfile | undefined;
        // Only an explicit `true` links an identity to a user: a missing claim is not a verified email.
        if (oidcProfile?.email_verified !== true) return false;
        return (await userIdForOidcEmail(oidcProfile?.email)) !== null;
      },
      // The token holds only the server-side session id (see lib/auth/session/session.ts).
      async jwt({ token, user, account }) {
        if (!user || !account) return token;
        const userId = await userIdForOidcEmail(user.email);
        if (!userId) throw new Error("No panel account for this identity");
        // The provider is the first step only: an admin with a second factor still owes it (docs/decisions/second-factors.md).
        return { sid: (await startSession(userId, account.provider)).sid };
      },
    },
  };
}
