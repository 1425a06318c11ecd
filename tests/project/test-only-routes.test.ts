// The routes that exist for the end-to-end tests alone answer 404 unless the test launcher turned them on.
import RenderErrorProbe from "@/app/(panel)/test-only/render-error/page";

describe("test-only routes", () => {
  const saved = process.env.PANEL_TEST_ROUTES;
  afterEach(() => {
    if (saved === undefined) delete process.env.PANEL_TEST_ROUTES;
    else process.env.PANEL_TEST_ROUTES = saved;
  });

  it.each([undefined, "", "false", "1"])(
    "the render-error probe is not found with PANEL_TEST_ROUTES=%p",
    async (value) => {
      if (value === undefined) delete process.env.PANEL_TEST_ROUTES;
      else process.env.PANEL_TEST_ROUTES = value;
      // Next's notFound(): the 404 page, before the probe reads anything of the request.
      await expect(RenderErrorProbe()).rejects.toMatchObject({ digest: expect.stringContaining("404") });
    },
  );
});
