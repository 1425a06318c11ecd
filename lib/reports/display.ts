// What the browser shows of a reported item without zod: who, what, and the reasons in words.
import { REPORTS_TEXT } from "@/lib/reports/messages";
import { reasonLabel } from "@/lib/reports/reasons";
import type { ReportItemRow } from "@/lib/reports/schema";
import { userDisplayName } from "@/lib/users/display";

type Named = { id: string; firstName: string | null; lastName: string | null; handle: string | null } | null;

/** A person as the inbox names them; a deleted account in words. */
export const personLabel = (person: Named): string => (person ? userDisplayName(person) : REPORTS_TEXT.unknownUser);

export const reasonLabels = (reasons: readonly string[]): string => reasons.map(reasonLabel).join(", ");

/** The item in one line: the message's first words, or the member reported. */
export function itemSummary(item: Pick<ReportItemRow, "messageContent" | "user">): string {
  if (item.messageContent === null) return personLabel(item.user);
  const words = item.messageContent.replace(/\s+/g, " ").trim();
  return words.length > 80 ? `${words.slice(0, 79)}…` : words;
}

/** Whole days since `at`. */
export const daysSince = (at: string, now = Date.now()) => Math.max(0, Math.floor((now - Date.parse(at)) / 86_400_000));
