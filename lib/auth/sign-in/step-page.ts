// What the pages of the steps between a password and the panel check first.
import { redirect } from "next/navigation";
import { safeCallbackUrl } from "@/lib/auth/sign-in/callback-url";
import { currentSession } from "@/lib/auth/session/current-user";
import type { PanelSession, SessionStage } from "@/lib/auth/session/session";
import { pathForStage } from "@/lib/auth/sign-in/step-paths";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The session at `stage` and its callback; any other visitor is sent where they belong: signed
 * out to the sign-in page, a complete session on to its callback, one owing another step to that step.
 */
export async function sessionAtStage(
  stage: Exclude<SessionStage, "complete">,
  searchParams: SearchParams,
): Promise<{ session: PanelSession; callbackUrl: string }> {
  const asked = (await searchParams).callbackUrl;
  const callbackUrl = safeCallbackUrl(Array.isArray(asked) ? asked[0] : asked);
  const session = await currentSession();
  if (!session) redirect(`/login?${new URLSearchParams({ callbackUrl })}`);
  if (session.stage !== stage) redirect(pathForStage(session.stage, callbackUrl));
  return { session, callbackUrl };
}
