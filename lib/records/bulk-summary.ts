// A bulk edit's summary in words, for its dialog and toast.
import type { BulkSummary } from "@/lib/records/bulk-run";

/** How a screen names its rows: "deal" / "deals", "activity" / "activities". */
export type Noun = { one: string; many: string };

export const countOf = (count: number, noun: Noun) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? noun.one : noun.many}`;

export const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** "12 deals changed, 3 already so, 1 skipped". */
export function summaryLine(summary: BulkSummary, noun: Noun): string {
  const parts = [`${countOf(summary.changed, noun)} changed`];
  if (summary.unchanged > 0) parts.push(`${summary.unchanged.toLocaleString("en-US")} already so`);
  if (summary.skipped > 0) parts.push(`${summary.skipped.toLocaleString("en-US")} skipped`);
  if (summary.conflicts.length > 0) parts.push(`${summary.conflicts.length.toLocaleString("en-US")} changed meanwhile`);
  return parts.join(", ");
}
