import type { NextAuthOptions } from "next-auth";
import type { OAuthConfig } from "next-auth/providers/oauth";
import CredentialsProvider from "next-auth/providers/credentials";
import { db } from "@/lib/db";
import {
  authSecret,
  oidcSettings,
  passwordSignInEnabled,
  SESSION_COOKIE,
  SESSION_MAX_AGE_SECONDS,
  secureCookies,
  type OidcSettings,
} from "@/lib/auth/config";
import { verifyPassword } from "@/lib/auth/password";
import { clearSignInFailures, isSignInLocked, recordSignInFailure } from "@/lib/auth/rate-limit";
import { signInSchema } from "@/lib/auth/schema";
import { OIDC_PROVIDER_ID } from "@/lib/auth/provider-ids";
import { createSession } from "@/lib/auth/session";

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
    profile: (profile) => ({ id: profile.sub, email: profile.email?.toLowerCase() ?? null, name: profile.name ?? null }),
  };
}

export async function authorizeWithPassword(credentials: Record<string, string> | undefined) {
  const parsed = signInSchema.safeParse(credentials ?? {});
  if (!parsed.success) return null;
  const { email, password } = parsed.data;
  if (isSignInLocked(email)) return null;
  const user = await db.user.findUnique({ where: { email }, select: { id: true, email: true, passwordHash: true } });
  if (!(await verifyPassword(user?.passwordHash ?? null, password)) || !user) {
    recordSignInFailure(email);
    return null;
  }
  clearSignInFailures(email);
  return { id: user.id, email: user.email };
}

/** The panel never creates accounts: an OIDC identity must match an existing user by verified email. */
async function userIdForOidcEmail(email: string | null | undefined): Promise<string | null> {
  if (!email) return null;
  const user = await db.user.findUnique({ where: { email: email.toLowerCase() }, select: { id: true } });
  return user?.id ?? null;
}

export function authOptions(): NextAuthOptions {
  const oidc = oidcSettings();
  const providers: NextAuthOptions["providers"] = [];
  if (passwordSignInEnabled()) {
    providers.push(
      CredentialsProvider({
        name: "Email and password",
        credentials: { email: { type: "email" }, password: { type: "password" } },
        authorize: authorizeWithPassword,
      }),
    );
  }
  if (oidc) providers.push(oidcProvider(oidc));

  return {
    secret: authSecret(),
    providers,
    useSecureCookies: secureCookies(),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/login", error: "/login" },
    cookies: {
      sessionToken: {
        name: SESSION_COOKIE,
        options: { httpOnly: true, sameSite: "lax", path: "/", secure: secureCookies() },
      },
    },
    callbacks: {
      async signIn({ account, profile }) {
        if (account?.provider !== OIDC_PROVIDER_ID) return true;
        const oidcProfile = profile as OidcProfile | undefined;
        // Only an explicit `true` links an identity to a user: a missing claim is not a verified email.
        if (oidcProfile?.email_verified !== true) return false;
        return (await userIdForOidcEmail(oidcProfile?.email)) !== null;
      },
      // The token holds only the server-side session id (see lib/auth/session.ts).
      async jwt({ token, user, account }) {
        if (!user || !account) return token;
        const userId = account.provider === OIDC_PROVIDER_ID ? await userIdForOidcEmail(user.email) : user.id;
        if (!userId) throw new Error("No panel account for this identity");
        return { sid: await createSession(userId, account.provider) };
      },
    },
  };
}
