import { regenerateRecoveryCodes } from "@/lib/account/service";
import { apiRoute } from "@/lib/api/route";

/** Ten new recovery codes, shown this once; the old ones stop working. */
export const POST = apiRoute(
  { summary: "Make new recovery codes", errors: [409], audit: ["account.recovery_codes_generated"], stepUp: true },
  ({ user }) => regenerateRecoveryCodes(user),
);
