import { apiRoute } from "@/lib/api/route";
import { stepUpStatus } from "@/lib/auth/step-up/reauthenticate";

/** Whether a dangerous action would pass now, and how this admin confirms who they are: the panel asks before a download link. */
export const GET = apiRoute({ summary: "Whether a dangerous action would pass now" }, ({ session }) =>
  stepUpStatus(session),
);
