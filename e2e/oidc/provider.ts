// A real OpenID Connect provider for the end-to-end tests (oidc-provider with
// its development sign-in and consent pages): discovery, authorization code
// with PKCE, token, userinfo and signed ID tokens over HTTP on 127.0.0.1.
//   tsx e2e/oidc/provider.ts <panel URL>…
import { Provider } from "oidc-provider";
import { OIDC_CLIENT, OIDC_ISSUER, OIDC_PORT, oidcIdentity, oidcRedirectUri } from "./settings";

const panelUrls = process.argv.slice(2);
if (panelUrls.length === 0) throw new Error("usage: tsx e2e/oidc/provider.ts <panel URL>…");

const provider = new Provider(OIDC_ISSUER, {
  clients: [
    { client_id: OIDC_CLIENT.id, client_secret: OIDC_CLIENT.secret, redirect_uris: panelUrls.map(oidcRedirectUri) },
  ],
  claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
  // Only the identities the tests name, and email addresses; any other login fails at the provider.
  findAccount: async (_context, login) => {
    const identity = oidcIdentity(login);
    return identity && { accountId: login, claims: () => ({ sub: login, name: `OIDC ${login}`, ...identity }) };
  },
});

provider.listen(OIDC_PORT, "127.0.0.1", () => console.log(`OIDC provider on ${OIDC_ISSUER}`));
