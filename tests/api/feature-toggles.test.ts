import { GET as listToggles } from "@/app/api/admin/feature-toggles/route";
import { FEATURES } from "@/lib/feature-toggles/keys";
import { callRoute } from "../helpers/request";
import { cookieFor } from "../helpers/session";

describe("GET /api/admin/feature-toggles", () => {
  it("is for admins only", async () => {
    expect((await callRoute(listToggles)).status).toBe(401);
    expect((await callRoute(listToggles, { cookie: await cookieFor("user") })).status).toBe(403);
  });

  it("lists the seeded toggles, all enabled", async () => {
    const response = await callRoute(listToggles, { cookie: await cookieFor("admin") });
    expect(response.status).toBe(200);
    const toggles = response.json() as { featureKey: string; isEnabled: boolean }[];
    expect(toggles.map((toggle) => toggle.featureKey).sort()).toEqual(FEATURES.map((feature) => feature.featureKey).sort());
    expect(toggles.every((toggle) => toggle.isEnabled)).toBe(true);
  });
});
