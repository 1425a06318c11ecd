import { cache } from "react";
import { cookies } from "next/headers";
import { sessionCookieName } from "@/lib/auth/config";
import { sessionFromToken, type PanelSession } from "@/lib/auth/session/session";

/** The request's session at whatever stage it is, for server components; null when signed out. Looked up once per request. */
export const currentSession = cache(async (): Promise<PanelSession | null> => {
  const store = await cookies();
  return sessionFromToken(store.get(sessionCookieName())?.value);
});
