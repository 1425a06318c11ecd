// First-load JavaScript budgets (issue 11), in bytes of gzip: every script
// Chromium fetches until the page has hydrated, compressed as Next serves it.
// Bytes are deterministic for a given build, so CI enforces these (page-weight.spec.ts).
export const KB = 1000;

export const SIGN_IN_BUDGET = 120 * KB;
export const PANEL_SCREEN_BUDGET = 180 * KB;

export function budgetFor(route: string): number {
  return route === "/login" ? SIGN_IN_BUDGET : PANEL_SCREEN_BUDGET;
}
