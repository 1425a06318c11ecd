// zod schemas for the moderation message search and delete, shared by the screen and the routes.
import { z } from "zod";
import { dayField, orderedRange, RANGE_ORDER } from "@/lib/api/day-range";
import { keysetQuerySchema } from "@/lib/api/list-query";
import { MESSAGES_VALIDATION } from "@/lib/moderation-messages/messages";
import type { ModerationMessageRecord } from "@/lib/moderation-messages/record";
import type { Json } from "@/lib/serialize";

export const MESSAGES_PAGE_SIZE = 50;
export const MAX_MESSAGES_PAGE_SIZE = 200;

// Ids are matched as given; a user's id need not be a uuid (the system account's is not).
const optionalId = (message: string) => z.string({ error: message }).trim().max(200, message).optional().default("");

const messageFilterFields = z.object({
  search: z.string().trim().max(100, MESSAGES_VALIDATION.searchTooLong).optional().default(""),
  authorId: optionalId(MESSAGES_VALIDATION.authorIdInvalid),
  channelId: optionalId(MESSAGES_VALIDATION.channelIdInvalid),
  /** Inclusive UTC days. */
  from: dayField("From"),
  to: dayField("To"),
});

export const messageFilterSchema = messageFilterFields.refine(orderedRange, RANGE_ORDER);
export type MessageFilter = z.infer<typeof messageFilterSchema>;

export const listMessagesQuerySchema = messageFilterFields
  .extend(keysetQuerySchema({ defaultLimit: MESSAGES_PAGE_SIZE, max: MAX_MESSAGES_PAGE_SIZE }).shape)
  .refine(orderedRange, RANGE_ORDER);
export type ListMessagesQuery = z.infer<typeof listMessagesQuerySchema>;

export const messageIdParamsSchema = z.object({ id: z.string() });

/** A found message as JSON delivers it. */
export type ModerationMessageRow = Json<ModerationMessageRecord>;
