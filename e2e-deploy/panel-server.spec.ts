// `npm start` (server.ts) behind an https URL: it decides Strict-Transport-Security
// when it starts, since the build may have been made without the production URL.
import { expect, test } from "@playwright/test";

const HSTS = "max-age=63072000; includeSubDomains";

test("every response carries Strict-Transport-Security: pages, the feed's fast path, and a 404", async ({
  request,
}) => {
  for (const path of ["/login", "/api/feature-toggles", "/no-such-page"]) {
    const response = await request.get(path);
    expect(response.headers()["strict-transport-security"], path).toBe(HSTS);
  }
});
