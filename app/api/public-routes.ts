// The API's plain handlers (not apiRoutes), all public: the only entries of the
// route table (app/api/route-access.ts) written by hand, with every answer they give.
import type { PublicRoute } from "@/lib/api/route-table";
import { CHALLENGE_NOT_AUDITED } from "@/lib/auth/factors/webauthn-challenges";

const NEXT_AUTH =
  "next-auth's own endpoints (OIDC sign-in, CSRF token): the provider round trip is covered end to end by the OIDC test";

const SWEEP_NOT_AUDITED = { exempt: "deletes only bytes no row refers to, once their upload URLs expired" };
const JOBS_AUDITED_BY_TASK = {
  exempt:
    "runs queued jobs; a task that changes records audits them itself (the purge), deliveries are logged per endpoint",
};
const PURGE_AUDITED_PER_BATCH = {
  exempt: "writes one trash.purge entry per batch it purges, none when nothing expired",
};

export const PUBLIC_ROUTES: Record<string, PublicRoute> = {
  // next-auth answers its session endpoint to anyone; the cookie carries only a session id, so it holds no panel data.
  "GET /api/auth/[...nextauth]": {
    access: "public",
    summary: "next-auth: session, CSRF token, providers, and the OIDC sign-in and callback",
    answers: [200],
    success: ["json", "found"],
    errors: [400],
  },
  "POST /api/auth/[...nextauth]": {
    access: "public",
    summary: "next-auth: OIDC sign-in and sign-out",
    answers: [400],
    success: ["json", "found"],
    errors: [400, 413],
    crossOrigin: { csrfToken: "next-auth's double-submit CSRF token" },
    audit: { exempt: NEXT_AUTH },
  },
  "GET /api/feature-toggles": {
    access: "public",
    summary: "The public feature list, for the chat app",
    answers: [200, 304],
    success: ["json", "not modified"],
    errors: [],
  },
  "HEAD /api/feature-toggles": {
    access: "public",
    summary: "The public feature list's headers",
    answers: [200, 304],
    success: ["empty", "not modified"],
    errors: [],
  },
  "OPTIONS /api/feature-toggles": {
    access: "public",
    summary: "CORS preflight of the public feature list",
    answers: [204],
    success: ["no content"],
    errors: [],
  },
  // Probes for load balancers and orchestrators: a word of status, no data.
  "GET /api/health": { access: "public", summary: "Liveness", answers: [200], success: ["json"], errors: [] },
  "GET /api/health/ready": {
    access: "public",
    summary: "Readiness: the database answers and every migration is applied",
    answers: [200, 503],
    success: ["json"],
    errors: [503],
  },
  "GET /api/login": {
    access: "public",
    summary: "Start signing in: a redirect to the sign-in page",
    answers: [303],
    success: ["redirect"],
    errors: [],
  },
  // The second sign-in step: only a session that owes its second factor gets past the first check.
  "POST /api/login/verify": {
    access: "public",
    summary: "The second sign-in step: a code or a passkey",
    answers: [400, 401],
    success: ["json"],
    errors: [400, 401, 403, 409, 413, 429],
    crossOrigin: "refused",
    audit: ["auth.sign_in", "auth.second_factor_failed"],
  },
  // Only a session that owes its second factor gets a challenge (for its own admin's passkeys).
  "POST /api/login/verify/options": {
    access: "public",
    summary: "A passkey challenge for the second sign-in step",
    answers: [200, 401],
    success: ["json"],
    errors: [401, 403, 409],
    crossOrigin: "refused",
    audit: CHALLENGE_NOT_AUDITED,
  },
  // A passwordless sign-in: anyone may ask for a challenge (an address only so many unanswered); an empty answer is refused.
  "POST /api/login/passkey/options": {
    access: "public",
    summary: "A passkey challenge for a passwordless sign-in",
    answers: [200, 429],
    success: ["json"],
    errors: [403, 404, 409, 429],
    crossOrigin: "refused",
    audit: CHALLENGE_NOT_AUDITED,
  },
  "POST /api/login/passkey": {
    access: "public",
    summary: "Sign in with a passkey",
    answers: [400],
    success: ["json"],
    errors: [400, 401, 403, 404, 409, 413],
    crossOrigin: "refused",
    audit: ["auth.sign_in", "auth.sign_in_failed"],
  },
  // An empty sign-in form is refused, whoever posts it.
  "POST /api/login": {
    access: "public",
    summary: "Sign in with email and password",
    answers: [400, 401],
    success: ["json", "redirect"],
    errors: [400, 401, 403, 404, 413, 429],
    crossOrigin: "refused",
    audit: ["auth.sign_in", "auth.sign_in_failed"],
  },
  // The local object store's presigned URLs: the signature is the permission (as with S3), so an unsigned call is refused.
  "GET /api/storage/[...key]": {
    access: "public",
    summary: "Download an object through a signed URL (local object store)",
    answers: [403],
    success: ["file"],
    errors: [403, 404],
  },
  "PUT /api/storage/[...key]": {
    access: "public",
    summary: "Upload an object through a signed URL (local object store)",
    answers: [403],
    success: ["empty"],
    errors: [400, 403, 412, 413],
    crossOrigin: { csrfToken: "the URL's own HMAC signature, issued to an admin by POST …/bonuses/upload-url" },
    audit: { exempt: "stores bytes only; the metadata call that follows is audited" },
  },
  // The job queue's due jobs for schedulers (serverless mode), authorised as the sweep is.
  "GET /api/cron/jobs": {
    access: "public",
    summary: "Run the job queue's due jobs (as Vercel Cron calls it)",
    answers: [404],
    success: ["json"],
    errors: [401, 404],
    audit: JOBS_AUDITED_BY_TASK,
  },
  "POST /api/cron/jobs": {
    access: "public",
    summary: "Run the job queue's due jobs: webhook deliveries and their retries",
    answers: [404],
    success: ["json"],
    errors: [401, 404],
    crossOrigin: { csrfToken: "the CRON_SECRET bearer token, which no browser holds" },
    audit: JOBS_AUDITED_BY_TASK,
  },
  // The storage sweep for schedulers: a bearer secret (CRON_SECRET) is the permission; without it set, the route does not exist.
  "GET /api/cron/sweep": {
    access: "public",
    summary: "Run the storage sweep (as Vercel Cron calls it)",
    answers: [404],
    success: ["json"],
    errors: [401, 404],
    audit: SWEEP_NOT_AUDITED,
  },
  "POST /api/cron/sweep": {
    access: "public",
    summary: "Run the storage sweep",
    answers: [404],
    success: ["json"],
    errors: [401, 404],
    crossOrigin: { csrfToken: "the CRON_SECRET bearer token, which no browser holds" },
    audit: SWEEP_NOT_AUDITED,
  },
  // The trash's purge for schedulers, authorised as the sweep is; each batch it purges writes a trash.purge entry.
  "GET /api/cron/purge": {
    access: "public",
    summary: "Purge the trash of entries past TRASH_RETENTION_DAYS (as Vercel Cron calls it)",
    answers: [404],
    success: ["json"],
    errors: [401, 404],
    audit: PURGE_AUDITED_PER_BATCH,
  },
  "POST /api/cron/purge": {
    access: "public",
    summary: "Purge the trash of entries past TRASH_RETENTION_DAYS",
    answers: [404],
    success: ["json"],
    errors: [401, 404],
    crossOrigin: { csrfToken: "the CRON_SECRET bearer token, which no browser holds" },
    audit: PURGE_AUDITED_PER_BATCH,
  },
  // A GET, as SPEC's browser navigation requires; it changes state, so it is audited. A request another site
  // started (Sec-Fetch-Site, else Origin or Referer) signs nobody out: it answers the same redirect, the session
  // untouched. One that nothing says the panel started gets a page asking to confirm (200).
  "GET /api/logout": {
    access: "public",
    summary: "Sign out: a redirect to /, or a page asking to confirm",
    answers: [200, 303],
    success: ["redirect", "html"],
    errors: [],
    audit: ["auth.sign_out"],
  },
};
