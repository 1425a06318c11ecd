import { cache } from "react";
import { cookies } from "next/headers";
import { sessionCookieName } from "@/lib/auth/config";
import { sessionUserFromToken, type SessionUser } from "@/lib/auth/session";

/** The signed-in user for server components; null when signed out. Looked up once per request. */
export const currentUser = cache(async (): Promise<SessionUser | null> => {
  const store = await cookies();
  return sessionUserFromToken(store.get(sessionCookieName())?.value);
});
