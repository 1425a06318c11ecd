// Who may call each API route, and what a successful mutation must audit: the
// one table the generated tests read (tests/api/authorisation-matrix.test.ts,
// fuzz.test.ts, audit-completeness.test.ts). Every route.ts method must have
// an entry here, and every entry a route; a new route fails those tests until
// it is listed.

type RouteAccess = "public" | "signed-in" | "admin" | "superadmin";

/** The audit actions a successful call may write (exactly one row per call), or why it is not audited. */
type AuditRule = { actions: readonly string[] } | { exempt: string };

type ProtectedRoute = { access: Exclude<RouteAccess, "public">; audit?: AuditRule };

type PublicRoute = {
  access: "public";
  /** The statuses any caller may get with an empty body and no particular input. */
  answers: readonly number[];
  /**
   * State-changing methods: "refused" answers 403 to a missing, null or foreign
   * Origin; "csrf-token" names a route that checks a token of its own instead.
   */
  crossOrigin?: "refused" | { csrfToken: string };
  audit?: AuditRule;
};

export type RouteRule = ProtectedRoute | PublicRoute;

const NEXT_AUTH =
  "next-auth's own endpoints (OIDC sign-in, CSRF token): the provider round trip is covered end to end by the OIDC test";

const PASSKEY_CHALLENGE =
  "stores a WebAuthn challenge, good once for a few minutes, that changes nothing until a passkey answers it";

export const ROUTE_ACCESS: Record<string, RouteRule> = {
  "GET /api/admin/activities": { access: "admin" },
  "POST /api/admin/activities": { access: "admin", audit: { actions: ["activity.create"] } },
  "GET /api/admin/activities/counts": { access: "admin" },
  "PATCH /api/admin/activities/[id]": { access: "admin", audit: { actions: ["activity.update"] } },
  "DELETE /api/admin/activities/[id]": { access: "admin", audit: { actions: ["activity.delete"] } },
  "GET /api/admin/analytics/overview": { access: "admin" },
  "GET /api/admin/audit-logs": { access: "admin" },
  // Exports are reads that record who took what (user.export, audit.export), as Take Control's reads do.
  "GET /api/admin/audit-logs/export": { access: "admin" },
  "GET /api/admin/channels": { access: "admin" },
  "DELETE /api/admin/channels": { access: "admin", audit: { actions: ["channel.bulk_delete"] } },
  "GET /api/admin/companies": { access: "admin" },
  "POST /api/admin/companies": { access: "admin", audit: { actions: ["company.create"] } },
  "PATCH /api/admin/companies/[id]": { access: "admin", audit: { actions: ["company.update"] } },
  "DELETE /api/admin/companies/[id]": { access: "admin", audit: { actions: ["company.delete"] } },
  "GET /api/admin/contacts": { access: "admin" },
  "GET /api/admin/contacts/export": { access: "admin" },
  "POST /api/admin/contacts": { access: "admin", audit: { actions: ["contact.create"] } },
  "PATCH /api/admin/contacts/[id]": { access: "admin", audit: { actions: ["contact.update"] } },
  "DELETE /api/admin/contacts/[id]": { access: "admin", audit: { actions: ["contact.delete"] } },
  "GET /api/admin/deals": { access: "admin" },
  "POST /api/admin/deals": { access: "admin", audit: { actions: ["deal.create"] } },
  "GET /api/admin/deals/board": { access: "admin" },
  "GET /api/admin/deals/export": { access: "admin" },
  "PATCH /api/admin/deals/[id]": { access: "admin", audit: { actions: ["deal.update"] } },
  "DELETE /api/admin/deals/[id]": { access: "admin", audit: { actions: ["deal.delete"] } },
  "GET /api/admin/feature-toggles": { access: "admin" },
  "PATCH /api/admin/feature-toggles/[featureKey]": { access: "admin", audit: { actions: ["feature_toggle.update"] } },
  "GET /api/admin/library": { access: "admin" },
  "POST /api/admin/library": { access: "admin", audit: { actions: ["purchase.create"] } },
  "PATCH /api/admin/library/[id]": { access: "admin", audit: { actions: ["purchase.update"] } },
  "DELETE /api/admin/library/[id]": { access: "admin", audit: { actions: ["purchase.delete"] } },
  "POST /api/admin/library/[id]/release-bonuses": { access: "admin", audit: { actions: ["purchase.release_bonuses"] } },
  "POST /api/admin/library/bulk-delete": { access: "admin", audit: { actions: ["purchase.bulk_delete"] } },
  "GET /api/admin/roadmap": { access: "admin" },
  "POST /api/admin/roadmap": { access: "admin", audit: { actions: ["roadmap_item.create"] } },
  "PATCH /api/admin/roadmap/[id]": { access: "admin", audit: { actions: ["roadmap_item.update"] } },
  "DELETE /api/admin/roadmap/[id]": { access: "admin", audit: { actions: ["roadmap_item.delete"] } },
  "POST /api/admin/roadmap/bulk-delete": { access: "admin", audit: { actions: ["roadmap_item.bulk_delete"] } },
  "PUT /api/admin/roadmap/order": { access: "admin", audit: { actions: ["roadmap_item.reorder"] } },
  "GET /api/admin/shop": { access: "admin" },
  "POST /api/admin/shop": { access: "admin", audit: { actions: ["shop_item.create"] } },
  "PATCH /api/admin/shop/[id]": { access: "admin", audit: { actions: ["shop_item.update"] } },
  "DELETE /api/admin/shop/[id]": { access: "admin", audit: { actions: ["shop_item.delete"] } },
  "GET /api/admin/shop/[id]/bonuses": { access: "admin" },
  "POST /api/admin/shop/[id]/bonuses/upload": { access: "admin", audit: { actions: ["shop_bonus.save_metadata"] } },
  "POST /api/admin/shop/[id]/bonuses/upload-url": {
    access: "admin",
    audit: { exempt: "hands out a short-lived upload URL; nothing is recorded until the upload is saved or confirmed" },
  },
  "DELETE /api/admin/shop/[id]/bonuses/[fileId]": { access: "admin", audit: { actions: ["shop_bonus.delete"] } },
  "POST /api/admin/shop/[id]/bonuses/[fileId]/confirm": {
    access: "admin",
    audit: { actions: ["shop_bonus.confirm_upload"] },
  },
  "GET /api/admin/shop/[id]/bonuses/[fileId]/download": { access: "admin" },
  "POST /api/admin/shop/bulk-delete": { access: "admin", audit: { actions: ["shop_item.bulk_delete"] } },
  "GET /api/admin/users": { access: "admin" },
  "POST /api/admin/users": { access: "admin", audit: { actions: ["user.create"] } },
  "DELETE /api/admin/users": { access: "admin", audit: { actions: ["user.bulk_delete"] } },
  "GET /api/admin/users/recent": { access: "admin" },
  "GET /api/admin/users/export": { access: "admin" },
  "GET /api/admin/users/[id]": { access: "admin" },
  "PATCH /api/admin/users/[id]": {
    access: "admin",
    audit: { actions: ["user.grant_admin", "user.remove_admin", "user.ban", "user.unban"] },
  },
  "DELETE /api/admin/users/[id]": { access: "admin", audit: { actions: ["user.delete"] } },
  "PUT /api/admin/users/[id]/change-id": { access: "admin", audit: { actions: ["user.change_id"] } },
  "DELETE /api/admin/users/[id]/sessions": { access: "admin", audit: { actions: ["user.sign_out_everywhere"] } },
  "GET /api/admin/users/[id]/channels": { access: "superadmin" },
  "GET /api/admin/users/[id]/direct-messages": { access: "superadmin" },
  "POST /api/admin/users/[id]/send-message": {
    access: "superadmin",
    audit: { actions: ["take_control.send_message"] },
  },
  "POST /api/admin/users/[id]/send-dm": { access: "superadmin", audit: { actions: ["take_control.send_dm"] } },
  "GET /api/auth/user": { access: "signed-in" },
  // The signed-in admin's own account: profile and second factors (GET and the enrolment also serve a session that must enrol).
  "GET /api/account": { access: "admin" },
  "POST /api/account/totp": {
    access: "admin",
    audit: { exempt: "stores a secret that changes nothing until a code confirms it (account.totp_enrolled)" },
  },
  "DELETE /api/account/totp": { access: "admin", audit: { actions: ["account.totp_removed"] } },
  "POST /api/account/totp/confirm": { access: "admin", audit: { actions: ["account.totp_enrolled"] } },
  "POST /api/account/recovery-codes": { access: "admin", audit: { actions: ["account.recovery_codes_generated"] } },
  "POST /api/account/passkeys/options": { access: "admin", audit: { exempt: PASSKEY_CHALLENGE } },
  "POST /api/account/passkeys": { access: "admin", audit: { actions: ["account.passkey_added"] } },
  "PATCH /api/account/passkeys/[id]": { access: "admin", audit: { actions: ["account.passkey_renamed"] } },
  "DELETE /api/account/passkeys/[id]": { access: "admin", audit: { actions: ["account.passkey_removed"] } },
  "POST /api/account/reauthenticate/options": { access: "admin", audit: { exempt: PASSKEY_CHALLENGE } },
  "POST /api/account/reauthenticate": {
    access: "admin",
    audit: { actions: ["auth.reauthenticated", "auth.reauthentication_failed"] },
  },
  "GET /api/account/step-up": { access: "admin" },
  "GET /api/account/sessions": { access: "admin" },
  "DELETE /api/account/sessions": { access: "admin", audit: { actions: ["account.other_sessions_revoked"] } },
  "DELETE /api/account/sessions/[id]": { access: "admin", audit: { actions: ["account.session_revoked"] } },
  "DELETE /api/admin/users/[id]/factors": { access: "superadmin", audit: { actions: ["user.reset_factors"] } },
  "GET /api/openapi.json": { access: "admin" },
  // next-auth answers its session endpoint to anyone; the cookie carries only a session id, so it holds no panel data.
  "GET /api/auth/[...nextauth]": { access: "public", answers: [200] },
  "POST /api/auth/[...nextauth]": {
    access: "public",
    answers: [400],
    crossOrigin: { csrfToken: "next-auth's double-submit CSRF token" },
    audit: { exempt: NEXT_AUTH },
  },
  "GET /api/feature-toggles": { access: "public", answers: [200, 304] },
  // Probes for load balancers and orchestrators: a word of status, no data.
  "GET /api/health": { access: "public", answers: [200] },
  "GET /api/health/ready": { access: "public", answers: [200, 503] },
  "HEAD /api/feature-toggles": { access: "public", answers: [200, 304] },
  "OPTIONS /api/feature-toggles": { access: "public", answers: [204] },
  "GET /api/login": { access: "public", answers: [303] },
  // The second sign-in step: only a session that owes its second factor gets past the first check.
  "POST /api/login/verify": {
    access: "public",
    answers: [400, 401],
    crossOrigin: "refused",
    audit: { actions: ["auth.sign_in", "auth.second_factor_failed"] },
  },
  // Only a session that owes its second factor gets a challenge (for its own admin's passkeys).
  "POST /api/login/verify/options": {
    access: "public",
    answers: [200, 401],
    crossOrigin: "refused",
    audit: { exempt: PASSKEY_CHALLENGE },
  },
  // A passwordless sign-in: anyone may ask for a challenge (an address only so many unanswered); an empty answer is refused.
  "POST /api/login/passkey/options": {
    access: "public",
    answers: [200, 429],
    crossOrigin: "refused",
    audit: { exempt: PASSKEY_CHALLENGE },
  },
  "POST /api/login/passkey": {
    access: "public",
    answers: [400],
    crossOrigin: "refused",
    audit: { actions: ["auth.sign_in", "auth.sign_in_failed"] },
  },
  // An empty sign-in form is refused, whoever posts it.
  "POST /api/login": {
    access: "public",
    answers: [400, 401],
    crossOrigin: "refused",
    audit: { actions: ["auth.sign_in", "auth.sign_in_failed"] },
  },
  // The local object store's presigned URLs: the signature is the permission (as with S3), so an unsigned call is refused.
  "GET /api/storage/[...key]": { access: "public", answers: [403] },
  "PUT /api/storage/[...key]": {
    access: "public",
    answers: [403],
    crossOrigin: { csrfToken: "the URL's own HMAC signature, issued to an admin by POST …/bonuses/upload-url" },
    audit: { exempt: "stores bytes only; the metadata call that follows is audited" },
  },
  // The storage sweep for schedulers: a bearer secret (CRON_SECRET) is the permission; without it set, the route does not exist.
  "GET /api/cron/sweep": {
    access: "public",
    answers: [404],
    audit: { exempt: "deletes only bytes no row refers to, once their upload URLs expired" },
  },
  "POST /api/cron/sweep": {
    access: "public",
    answers: [404],
    crossOrigin: { csrfToken: "the CRON_SECRET bearer token, which no browser holds" },
    audit: { exempt: "deletes only bytes no row refers to, once their upload URLs expired" },
  },
  // A GET, as SPEC's browser navigation requires; it changes state, so it is audited.
  "GET /api/logout": { access: "public", answers: [303], audit: { actions: ["auth.sign_out"] } },
};
