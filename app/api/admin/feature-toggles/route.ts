import { apiRoute } from "@/lib/api/route";
import { listFeatureToggles } from "@/lib/feature-toggles/service";

/** SPEC §7: every feature toggle, for the sidebar and Admin Tools. */
export const GET = apiRoute({ summary: "List feature toggles", permission: "features.read" }, () =>
  listFeatureToggles(),
);
