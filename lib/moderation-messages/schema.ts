// zod schemas for the moderation message search and delete, shared by the screen and the routes.
import { z } from "zod";
import { dayField, orderedRange, RANGE_ORDER } from "@/lib/api/day-range";
import { keysetQuerySchema } from "@/lib/api/list-query";
import { MESSAGES_VALIDATION } from "@/lib/moderation-messages/messages";
import type { DirectMessageRecord, ModerationMessageRecord } from "@/lib/moderation-messages/record";
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

/** The most one bulk delete takes: four pages of the largest size, each call one short transaction. */
export const MAX_BULK_DELETE_MESSAGES = 1_000;

/** POST /api/admin/messages/bulk-delete: the selected messages, to the trash as one batch. */
export const bulkDeleteMessagesSchema = z.object({
  messageIds: z
    .array(z.string().trim().min(1, MESSAGES_VALIDATION.messageIdsRequired).max(200), {
      error: MESSAGES_VALIDATION.messageIdsRequired,
    })
    .min(1, MESSAGES_VALIDATION.messageIdsRequired)
    .max(MAX_BULK_DELETE_MESSAGES, MESSAGES_VALIDATION.messageIdsTooMany(MAX_BULK_DELETE_MESSAGES)),
});
export type BulkDeleteMessages = z.output<typeof bulkDeleteMessagesSchema>;

const requiredDay = (field: string) =>
  dayField(field).refine((value) => value !== "", `${field} is required: a date (YYYY-MM-DD)`);

/**
 * POST /api/admin/messages/purge: a member's messages in whole UTC days, both inclusive, in one channel or all;
 * a dry run answers their exact count and changes nothing.
 */
export const purgeMessagesSchema = z
  .object({
    authorId: z
      .string({ error: MESSAGES_VALIDATION.authorIdRequired })
      .trim()
      .min(1, MESSAGES_VALIDATION.authorIdRequired)
      .max(200, MESSAGES_VALIDATION.authorIdInvalid),
    channelId: optionalId(MESSAGES_VALIDATION.channelIdInvalid),
    from: requiredDay("From"),
    to: requiredDay("To"),
    dryRun: z.boolean({ error: MESSAGES_VALIDATION.dryRunInvalid }).optional().default(false),
  })
  .strict()
  .refine(orderedRange, RANGE_ORDER);
export type PurgeMessages = z.output<typeof purgeMessagesSchema>;

/** A dry run's count, or what the purge moved to the trash and the batch its Undo restores. */
export type PurgeResult = { dryRun: true; count: number } | { dryRun: false; deleted: number; batch: string | null };

/**
 * GET /api/admin/messages/direct: the same search over direct messages, by sender (`authorId`) and recipient
 * rather than channel.
 */
export const listDirectMessagesQuerySchema = messageFilterFields
  .omit({ channelId: true })
  .extend({ recipientId: optionalId(MESSAGES_VALIDATION.recipientIdInvalid) })
  .extend(keysetQuerySchema({ defaultLimit: MESSAGES_PAGE_SIZE, max: MAX_MESSAGES_PAGE_SIZE }).shape)
  .refine(orderedRange, RANGE_ORDER);
export type ListDirectMessagesQuery = z.infer<typeof listDirectMessagesQuerySchema>;

/** A found direct message as JSON delivers it. */
export type DirectMessageRow = Json<DirectMessageRecord>;

/** A found message as JSON delivers it. */
export type ModerationMessageRow = Json<ModerationMessageRecord>;
