// The route table (lib/api/route-table.ts): who may call each API route, and
// what a successful call must audit. Every apiRoute declares its own entry; the
// plain handlers below, all public, are the only ones written by hand. The
// generated tests (tests/api/authorisation-matrix.test.ts, fuzz.test.ts,
// audit-completeness.test.ts) hold it equal to the route files both ways.
import { ROUTE_MODULES } from "@/app/api/route-modules";
import { routeTable, type PublicRoute } from "@/lib/api/route-table";
import { CHALLENGE_NOT_AUDITED } from "@/lib/auth/webauthn-challenges";

const NEXT_AUTH =
  "next-auth's own endpoints (OIDC sign-in, CSRF token): the provider round trip is covered end to end by the OIDC test";

const SWEEP_NOT_AUDITED = { exempt: "deletes only bytes no row refers to, once their upload URLs expired" };

export const PUBLIC_ROUTES: Record<string, PublicRoute> = {
  // next-auth answers its session endpoint to anyone; the cookie carries only a session id, so it holds no panel data.
  "GET /api/auth/[...nextauth]": {
    access: "public",
    summary: "next-auth: session, CSRF token, providers, and the OIDC sign-in and callback",
    answers: [200],
  },
  "POST /api/auth/[...nextauth]": {
    access: "public",
    summary: "next-auth: OIDC sign-in and sign-out",
    answers: [400],
    crossOrigin: { csrfToken: "next-auth's double-submit CSRF token" },
    audit: { exempt: NEXT_AUTH },
  },
  "GET /api/feature-toggles": {
    access: "public",
    summary: "The public feature list, for the chat app",
    answers: [200, 304],
  },
  "HEAD /api/feature-toggles": {
    access: "public",
    summary: "The public feature list's headers",
    answers: [200, 304],
  },
  "OPTIONS /api/feature-toggles": {
    access: "public",
    summary: "CORS preflight of the public feature list",
    answers: [204],
  },
  // Probes for load balancers and orchestrators: a word of status, no data.
  "GET /api/health": { access: "public", summary: "Liveness", answers: [200] },
  "GET /api/health/ready": {
    access: "public",
    summary: "Readiness: the database answers and every migration is applied",
    answers: [200, 503],
  },
  "GET /api/login": {
    access: "public",
    summary: "Start signing in: a redirect to the sign-in page",
    answers: [303],
  },
  // The second sign-in step: only a session that owes its second factor gets past the first check.
  "POST /api/login/verify": {
    access: "public",
    summary: "The second sign-in step: a code or a passkey",
    answers: [400, 401],
    crossOrigin: "refused",
    audit: ["auth.sign_in", "auth.second_factor_failed"],
  },
  // Only a session that owes its second factor gets a challenge (for its own admin's passkeys).
  "POST /api/login/verify/options": {
    access: "public",
    summary: "A passkey challenge for the second sign-in step",
    answers: [200, 401],
    crossOrigin: "refused",
    audit: CHALLENGE_NOT_AUDITED,
  },
  // A passwordless sign-in: anyone may ask for a challenge (an address only so many unanswered); an empty answer is refused.
  "POST /api/login/passkey/options": {
    access: "public",
    summary: "A passkey challenge for a passwordless sign-in",
    answers: [200, 429],
    crossOrigin: "refused",
    audit: CHALLENGE_NOT_AUDITED,
  },
  "POST /api/login/passkey": {
    access: "public",
    summary: "Sign in with a passkey",
    answers: [400],
    crossOrigin: "refused",
    audit: ["auth.sign_in", "auth.sign_in_failed"],
  },
  // An empty sign-in form is refused, whoever posts it.
  "POST /api/login": {
    access: "public",
    summary: "Sign in with email and password",
    answers: [400, 401],
    crossOrigin: "refused",
    audit: ["auth.sign_in", "auth.sign_in_failed"],
  },
  // The local object store's presigned URLs: the signature is the permission (as with S3), so an unsigned call is refused.
  "GET /api/storage/[...key]": {
    access: "public",
    summary: "Download an object through a signed URL (local object store)",
    answers: [403],
  },
  "PUT /api/storage/[...key]": {
    access: "public",
    summary: "Upload an object through a signed URL (local object store)",
    answers: [403],
    crossOrigin: { csrfToken: "the URL's own HMAC signature, issued to an admin by POST …/bonuses/upload-url" },
    audit: { exempt: "stores bytes only; the metadata call that follows is audited" },
  },
  // The storage sweep for schedulers: a bearer secret (CRON_SECRET) is the permission; without it set, the route does not exist.
  "GET /api/cron/sweep": {
    access: "public",
    summary: "Run the storage sweep (as Vercel Cron calls it)",
    answers: [404],
    audit: SWEEP_NOT_AUDITED,
  },
  "POST /api/cron/sweep": {
    access: "public",
    summary: "Run the storage sweep",
    answers: [404],
    crossOrigin: { csrfToken: "the CRON_SECRET bearer token, which no browser holds" },
    audit: SWEEP_NOT_AUDITED,
  },
  // A GET, as SPEC's browser navigation requires; it changes state, so it is audited.
  "GET /api/logout": {
    access: "public",
    summary: "Sign out: a redirect to /",
    answers: [303],
    audit: ["auth.sign_out"],
  },
};

export const ROUTE_ACCESS = routeTable(ROUTE_MODULES, PUBLIC_ROUTES);
