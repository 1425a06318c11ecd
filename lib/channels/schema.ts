import { z } from "zod";
import { keysetQuerySchema } from "@/lib/api/list-query";
import type { ChannelRecord } from "@/lib/channels/record";
import type { Json } from "@/lib/serialize";
import { CHANNEL_VALIDATION } from "@/lib/channels/messages";

export const CHANNEL_PAGE_SIZE = 60;
export const MAX_CHANNEL_PAGE_SIZE = 500;

export const listChannelsQuerySchema = keysetQuerySchema({
  defaultLimit: CHANNEL_PAGE_SIZE,
  max: MAX_CHANNEL_PAGE_SIZE,
});
export type ListChannelsQuery = z.infer<typeof listChannelsQuerySchema>;

export const deleteChannelsSchema = z.object({
  channelIds: z
    .array(z.string().min(1), { error: CHANNEL_VALIDATION.channelIdsRequired })
    .min(1, CHANNEL_VALIDATION.channelIdsRequired)
    .max(5000),
});
export type DeleteChannels = z.output<typeof deleteChannelsSchema>;

/** A channel as JSON delivers it (SPEC §7: id, name, description, createdAt). */
export type ChannelRow = Json<ChannelRecord>;
