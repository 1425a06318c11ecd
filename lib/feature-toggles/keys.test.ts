import { FEATURES, featureRank } from "@/lib/feature-toggles/keys";

describe("feature keys", () => {
  it("has SPEC's eleven keys and the moderation screens'", () => {
    expect(FEATURES.map((feature) => feature.featureKey).sort()).toEqual(
      [
        "dashboard",
        "users",
        "channels",
        "admin_tools",
        "crm_contacts",
        "crm_companies",
        "crm_deals",
        "crm_activities",
        "content_roadmap",
        "content_shop",
        "content_library",
        "moderation_reports",
        "moderation_messages",
      ].sort(),
    );
  });

  it("ranks the preset order and puts unknown keys last at 999", () => {
    expect(featureRank("dashboard")).toBe(0);
    expect(featureRank("content_library")).toBe(9);
    expect(featureRank("something_new")).toBe(999);
  });
});
