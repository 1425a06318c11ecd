import type { NextRequest } from "next/server";
import { errorResponse } from "@/lib/api/errors";
import { featureFeedReply } from "@/lib/feature-toggles/feed-http";

/**
 * SPEC §7: the public feature list for the chat app (docs/chat-app-integration.md). No authentication.
 * Under `npm start` server.ts answers this path before Next; under `next start` (the serverless
 * mode) this handler does, behind the CDN its headers invite. Both give featureFeedReply's answer.
 */
async function reply(req: NextRequest): Promise<Response> {
  try {
    const { status, headers, body } = await featureFeedReply({
      method: req.method,
      origin: req.headers.get("origin"),
      ifNoneMatch: req.headers.get("if-none-match"),
    });
    return new Response(body, { status, headers });
  } catch (error) {
    return errorResponse(error);
  }
}

export const GET = reply;
export const HEAD = reply;
export const OPTIONS = reply;
