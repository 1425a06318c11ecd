import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";

type RouteContext = { params: Promise<{ nextauth: string[] }> };

// Options are built per request so providers follow the environment at run time, not build time.
function handler(req: Request, context: RouteContext) {
  return NextAuth(req as never, context as never, authOptions());
}

export { handler as GET, handler as POST };
