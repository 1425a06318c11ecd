// First-load JavaScript budgets (issue 11), in bytes of gzip: every script the
// document names (what the first render and hydration need), compressed as
// Next serves it. Bytes are deterministic for a given build, so CI enforces
// them (e2e/page-weight.spec.ts); `npm run bench -- page-weight` prints the table.
export const KB = 1000;

/** The targets: the sign-in page, and every panel screen. */
export const SIGN_IN_TARGET = 120 * KB;
export const PANEL_SCREEN_TARGET = 180 * KB;

/**
 * Ceilings for screens not yet down to their target: measured, plus 2 KB, so
 * nothing grows while they are brought down (docs/decisions.md "Page weight").
 * Lower a ceiling when a screen gets lighter; delete it once the target holds.
 */
const CEILINGS: Record<string, number> = {
  "/": 204 * KB,
  "/admin-tools": 200 * KB,
  "/admin-tools/audit": 234 * KB,
  "/channels": 206 * KB,
  "/content/library": 236 * KB,
  "/content/roadmap": 237 * KB,
  "/content/shop": 236 * KB,
  "/crm/activities": 223 * KB,
  "/crm/companies": 234 * KB,
  "/crm/contacts": 234 * KB,
  "/crm/deals": 237 * KB,
  "/users": 245 * KB,
  "/users/[id]": 207 * KB,
};

export function targetFor(route: string): number {
  return route === "/login" ? SIGN_IN_TARGET : PANEL_SCREEN_TARGET;
}

export function budgetFor(route: string): number {
  return Math.max(targetFor(route), CEILINGS[route] ?? 0);
}
