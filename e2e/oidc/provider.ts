// A real OpenID Connect provider for the end-to-end tests (oidc-provider with
// its development sign-in and consent pages): discovery, authorization code
// with PKCE, token, userinfo and signed ID tokens over HTTP on 127.0.0.1.
//   tsx e2e/oidc/provider.ts <panel URL>…
import { Provider } from "oidc-provider";
import { OIDC_CLIENT, OIDC_IDENTITIES, OIDC_ISSUER, OIDC_PORT, oidcRedirectUri, type OidcLogin } from "./settings";

const panelUrls = process.argv.slice(2);
if (panelUrls.length === 0) throw new Error("usage: tsx e2e/oidc/provider.ts <panel URL>…");

const isKnown = (login: string): login is OidcLogin => Object.hasOwn(OIDC_IDENTITIES, login);

const provider = new Provider(OIDC_ISSUER, {
  clients: [
    { client_id: OIDC_CLIENT.id, client_secret: OIDC_CLIENT.secret, redirect_uris: panelUrls.map(oidcRedirectUri) },
  ],
  claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
  // Only the identities the tests name; any other login fails at the provider.
  findAccount: async (_context, login) =>
    isKnown(login)
      ? { accountId: login, claims: () => ({ sub: login, name: `OIDC ${login}`, ...OIDC_IDENTITIES[login] }) }
      : undefined,
});

provider.listen(OIDC_PORT, "127.0.0.1", () => console.log(`OIDC provider on ${OIDC_ISSUER}`));
