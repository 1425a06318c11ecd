"use client";

// Turning a feature on or off (Admin Tools' list and the command palette):
// SPEC's toast, with an Undo that switches it back (one click hides a screen from
// every member of the chat app), the server's own 4xx text on failure, and the
// refetch the sidebar follows.
import { useAdminMutation } from "@/hooks/use-admin-mutation";
import { apiRequest } from "@/lib/api-client/request";
import { ADMIN_TOOLS_TEXT } from "@/lib/feature-toggles/messages";
import { featureTogglesKeys } from "@/lib/feature-toggles/query-keys";
import type { FeatureToggle } from "@/lib/feature-toggles/schema";

export type FeatureToggleChange = { featureKey: string; isEnabled: boolean };

export function useUpdateFeatureToggle() {
  return useAdminMutation({
    request: ({ featureKey, isEnabled }: FeatureToggleChange) =>
      apiRequest<FeatureToggle>("PATCH", `/api/admin/feature-toggles/${encodeURIComponent(featureKey)}`, { isEnabled }),
    toasts: {
      success: (toggle) => ({
        title: ADMIN_TOOLS_TEXT.updated,
        description: `${toggle.featureName} is now ${toggle.isEnabled ? "enabled" : "disabled"}.`,
      }),
      error: { serverMessage: true, fallback: ADMIN_TOOLS_TEXT.updateFailed },
    },
    revert: (toggle, change) => ({ featureKey: change.featureKey, isEnabled: !toggle.isEnabled }),
    // The sidebar reads the same query: it shows or hides the item at once.
    invalidate: [featureTogglesKeys.all],
  });
}
