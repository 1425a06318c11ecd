// Query keys double as URLs: parts joined with "/", a trailing object as the query string.
import type { MessageFilter } from "@/lib/moderation-messages/schema";

export const moderationMessagesKeys = {
  all: ["/api/admin/messages"] as const,
  list: (filter: Partial<MessageFilter> & { after?: string; before?: string; limit?: number }) =>
    ["/api/admin/messages", filter] as const,
};
