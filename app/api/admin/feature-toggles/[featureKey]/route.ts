import { apiRoute } from "@/lib/api/route";
import { invalidatePublicFeatureFeed } from "@/lib/feature-toggles/public-feed";
import { featureKeyParamsSchema, updateFeatureToggleSchema } from "@/lib/feature-toggles/schema";
import { setFeatureToggle } from "@/lib/feature-toggles/service";

export const PATCH = apiRoute(
  {
    summary: "Turn a feature on or off",
    permission: "features.update",
    errors: [404],
    audit: ["feature_toggle.update"],
    params: featureKeyParamsSchema,
    body: updateFeatureToggleSchema,
  },
  async ({ user, params, body }) => {
    const toggle = await setFeatureToggle(user, params.featureKey, body.isEnabled);
    // This instance answers the chat app with the change at once; others within a second.
    invalidatePublicFeatureFeed();
    return toggle;
  },
);
