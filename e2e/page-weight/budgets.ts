// First-load JavaScript budgets (issue 11), in bytes of gzip: every script the
// document names (what the first render and hydration need), compressed as
// Next serves it. The count to network idle (issue 22) is measured beside it. Bytes are deterministic for a given build, so CI enforces
// them (e2e/page-weight.spec.ts); `npm run bench -- page-weight` prints the table.
export const KB = 1000;

/** The targets: the sign-in page, and every panel screen. */
export const SIGN_IN_TARGET = 120 * KB;
export const PANEL_SCREEN_TARGET = 180 * KB;

export function budgetFor(route: string): number {
  return route === "/login" ? SIGN_IN_TARGET : PANEL_SCREEN_TARGET;
}
