// The words of the panel's own error pages (app/(panel)/error.tsx):
// not SPEC's, which shows none; shared with the test that forces one (e2e/error-page.spec.ts).
export const ERROR_SCREEN_TEXT = {
  title: "Something went wrong",
  text: "This screen could not be shown. Try again; if it keeps failing, quote the reference below to whoever runs the panel.",
  reference: "Reference:",
  retry: "Try again",
} as const;
