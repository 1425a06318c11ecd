// First-visit JavaScript budgets (docs/decisions/page-weight.md), in bytes of gzip as Next
// serves them: every script a first visit downloads until the network is idle
// (what the document names, and what is fetched after hydration without a
// click). The named scripts alone are reported beside it. Bytes are deterministic
// for a given build, so CI enforces them (e2e/page-weight.spec.ts);
// `npm run bench -- page-weight` prints the table. Measured under `npm start`
// (the live stream): the serverless mode's poll adds about 0.3 KB.
export const KB = 1000;

/** The targets: the sign-in page, and every panel screen. */
export const SIGN_IN_TARGET = 120 * KB;
export const PANEL_SCREEN_TARGET = 180 * KB;

export function budgetFor(route: string): number {
  return route === "/login" ? SIGN_IN_TARGET : PANEL_SCREEN_TARGET;
}
