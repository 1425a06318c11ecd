import { z } from "zod";

export const featureToggleSchema = z.object({
  featureKey: z.string(),
  featureName: z.string(),
  isEnabled: z.boolean(),
});

export type FeatureToggle = z.infer<typeof featureToggleSchema>;

export const featureKeyParamsSchema = z.object({ featureKey: z.string().min(1).max(100) });
export const updateFeatureToggleSchema = z.object({
  isEnabled: z.boolean({ error: "isEnabled must be true or false" }),
});
