import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { errorResponse } from "@/lib/api/errors";
import { readBodyText } from "@/lib/api/read-body";
import { authOptions } from "@/lib/auth/options";

type RouteContext = { params: Promise<{ nextauth: string[] }> };

// next-auth's posts carry a CSRF token, a callback URL and a flag or two. It
// reads a whole body before anything else, with no session known yet, so the
// body reaches it only once read here up to this cap (413 beyond it).
const MAX_BODY_BYTES = 16 * 1024;

// Options are built per request so providers follow the environment at run time, not build time.
function GET(req: NextRequest, context: RouteContext) {
  return NextAuth(req as never, context as never, authOptions());
}

async function POST(req: NextRequest, context: RouteContext) {
  try {
    const headers = new Headers(req.headers);
    headers.delete("content-length");
    const bounded = new NextRequest(req.url, { method: "POST", headers, body: await readBodyText(req, MAX_BODY_BYTES) });
    return await GET(bounded, context);
  } catch (error) {
    return errorResponse(error);
  }
}

export { GET, POST };
