// The pages of the steps between a password and the panel.
import type { SessionStage } from "@/lib/auth/session/session";

export const STEP_PATHS = { "second-factor": "/login/verify", enrolment: "/login/enrol" } as const satisfies Record<
  Exclude<SessionStage, "complete">,
  string
>;

/** Where a session at `stage` goes to reach `callbackUrl` (already made safe). */
export function pathForStage(stage: SessionStage | null, callbackUrl: string): string {
  if (!stage || stage === "complete") return callbackUrl;
  return callbackUrl === "/" ? STEP_PATHS[stage] : `${STEP_PATHS[stage]}?${new URLSearchParams({ callbackUrl })}`;
}
