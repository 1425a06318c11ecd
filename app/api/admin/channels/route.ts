import { apiRoute } from "@/lib/api/route";
import { pagedResponse } from "@/lib/api/pagination";
import { deleteChannels, listChannels } from "@/lib/channels/service";
import { deleteChannelsSchema, listChannelsQuerySchema } from "@/lib/channels/schema";

export const GET = apiRoute(
  { summary: "List channels", permission: "channels.read", success: "page", query: listChannelsQuerySchema },
  async ({ req, query }) => pagedResponse(req, await listChannels(query)),
);

export const DELETE = apiRoute(
  {
    summary: "Delete channels with their messages",
    permission: "channels.delete",
    errors: [404],
    audit: ["channel.bulk_delete"],
    body: deleteChannelsSchema,
    stepUp: true,
  },
  ({ user, body }) => deleteChannels(user, body),
);
