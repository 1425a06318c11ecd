// What the browser shows of a found message without zod: its author's name and a short excerpt.
import { userDisplayName } from "@/lib/users/display";
import type { ModerationMessageRow } from "@/lib/moderation-messages/schema";

/** The author as a row and the confirmation name them. */
export const messageAuthor = (message: Pick<ModerationMessageRow, "user">): string => userDisplayName(message.user);

/** The first words of a message, where a whole one would not fit (the step-up dialog's title). */
export function messageExcerpt(content: string, length = 40): string {
  const words = content.replace(/\s+/g, " ").trim();
  return words.length > length ? `${words.slice(0, length - 1)}…` : words;
}
