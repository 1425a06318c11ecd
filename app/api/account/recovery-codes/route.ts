import { regenerateRecoveryCodes } from "@/lib/account/service";
import { apiRoute } from "@/lib/api/route";

/** Ten new recovery codes, shown this once; the old ones stop working. */
export const POST = apiRoute({ stepUp: true }, ({ user }) => regenerateRecoveryCodes(user));
