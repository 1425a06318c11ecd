// Query keys double as URLs: parts joined with "/", a trailing object as the query string.
import type { MessageFilter } from "@/lib/moderation-messages/schema";

export const moderationMessagesKeys = {
  all: ["/api/admin/messages"] as const,
  list: (filter: Partial<MessageFilter> & { after?: string; before?: string; limit?: number }) =>
    ["/api/admin/messages", filter] as const,
  /** The direct-message search (Take Control's permission and step-up). */
  direct: (filter: object) => ["/api/admin/messages/direct", filter] as const,
  /** A purge's dry-run count (a POST, cached by its window). */
  purgeCount: (window: object) => ["/api/admin/messages", "purge-count", window] as const,
};
