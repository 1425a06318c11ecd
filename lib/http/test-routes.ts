// Routes that exist for the end-to-end tests alone (app/(panel)/test-only/): the test launcher
// (scripts/with-database.ts --test) turns them on; everywhere else they answer 404.
export const testRoutesEnabled = (): boolean => process.env.PANEL_TEST_ROUTES === "true";

/** The cookie that tells the render-error probe its fault is gone (e2e/error-page.spec.ts). */
export const RENDER_ERROR_FIXED_COOKIE = "render-error-probe-fixed";
