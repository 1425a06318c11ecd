import { cookies } from "next/headers";
import { SESSION_COOKIE } from "@/lib/auth/config";
import { sessionUserFromToken, type SessionUser } from "@/lib/auth/session";

/** The signed-in user for server components; null when signed out. */
export async function currentUser(): Promise<SessionUser | null> {
  const store = await cookies();
  return sessionUserFromToken(store.get(SESSION_COOKIE)?.value);
}
