import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { errorResponse } from "@/lib/api/errors";
import { readBodyText } from "@/lib/api/read-body";
import { authOptions } from "@/lib/auth/sign-in/options";
import { NEXT_AUTH_BODY_MAX_BYTES } from "@/lib/http/body-limits";

type RouteContext = { params: Promise<{ nextauth: string[] }> };

// Options are built per request so providers follow the environment at run time, not build time.
function nextAuth(req: NextRequest, context: RouteContext) {
  return NextAuth(req as never, context as never, authOptions());
}

// next-auth reads a whole body before anything else, with no session known yet,
// so it gets the body only once read here up to its cap (413 beyond it).
async function POST(req: NextRequest, context: RouteContext) {
  try {
    const headers = new Headers(req.headers);
    headers.delete("content-length");
    const bounded = new NextRequest(req.url, {
      method: "POST",
      headers,
      body: await readBodyText(req, NEXT_AUTH_BODY_MAX_BYTES),
    });
    return await nextAuth(bounded, context);
  } catch (error) {
    return errorResponse(error);
  }
}

export { nextAuth as GET, POST };
