import { z } from "zod";
import { CHANNEL_VALIDATION } from "@/lib/channels/messages";

export const CHANNEL_PAGE_SIZE = 60;
export const MAX_CHANNEL_PAGE_SIZE = 500;

export const listChannelsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_CHANNEL_PAGE_SIZE).default(CHANNEL_PAGE_SIZE),
  after: z.string().max(200).optional(),
  before: z.string().max(200).optional(),
});
export type ListChannelsQuery = z.infer<typeof listChannelsQuerySchema>;

export const deleteChannelsSchema = z.object({
  channelIds: z
    .array(z.string().min(1), { error: CHANNEL_VALIDATION.channelIdsRequired })
    .min(1, CHANNEL_VALIDATION.channelIdsRequired)
    .max(5000),
});
export type DeleteChannelsInput = z.input<typeof deleteChannelsSchema>;

/** A channel as JSON delivers it (SPEC §7: id, name, description, createdAt). */
export type ChannelRow = { id: string; name: string | null; description: string | null; createdAt: string };
