import { z } from "zod";
import { TAKE_CONTROL_ERRORS } from "@/lib/take-control/messages";

// SPEC §5: content is sent trimmed; empty content is not sent.
const content = z.string().trim().min(1, TAKE_CONTROL_ERRORS.contentRequired).max(4000);

export const sendChannelMessageSchema = z.object({
  channelId: z.string().min(1, TAKE_CONTROL_ERRORS.channelNotFound),
  content,
});
export type SendChannelMessage = z.output<typeof sendChannelMessageSchema>;

export const sendDirectMessageSchema = z.object({
  recipientId: z.string().min(1, TAKE_CONTROL_ERRORS.recipientNotFound),
  content,
});
export type SendDirectMessage = z.output<typeof sendDirectMessageSchema>;

export type UserChannel = { id: string; name: string | null; description: string | null };
export type ConversationSummary = { id: string; otherUserId: string; otherUserName: string; content: string };
