// What the browser shows of a sanction without zod: its state, its period and who acted, in the messages' words.
import { formatDate } from "@/lib/format";
import {
  SANCTION_DURATION_LABELS,
  SANCTION_KIND_LABELS,
  SANCTIONS_TEXT,
  type SanctionDuration,
  type SanctionKind,
} from "@/lib/sanctions/messages";
import type { SanctionRow } from "@/lib/sanctions/schema";

export type SanctionState = "active" | "lifted" | "expired" | "error" | "warning";

/** In force, lifted by someone, ended by itself, marked issued in error, or a warning (never in force). */
export function sanctionState(sanction: SanctionRow): SanctionState {
  if (sanction.issuedInErrorAt) return "error";
  if (sanction.kind === "warn") return "warning";
  if (!sanction.liftedAt) return "active";
  return sanction.liftedBy || sanction.liftReason ? "lifted" : "expired";
}

export const SANCTION_STATE_LABELS: Record<SanctionState, string> = {
  active: SANCTIONS_TEXT.active,
  lifted: SANCTIONS_TEXT.lifted,
  expired: SANCTIONS_TEXT.expired,
  error: SANCTIONS_TEXT.issuedInError,
  warning: SANCTION_KIND_LABELS.warn,
};

export const kindLabel = (kind: string) => SANCTION_KIND_LABELS[kind as SanctionKind] ?? kind;

/** "Nov 29, 2026, 2:38 PM – until Dec 6, 2026, 2:38 PM"; a warning or ban has its start alone. */
export function sanctionPeriod(sanction: Pick<SanctionRow, "startsAt" | "endsAt">): string {
  const start = formatDate(sanction.startsAt, "", "long");
  return sanction.endsAt ? `${start} – ${SANCTIONS_TEXT.until(formatDate(sanction.endsAt, "", "long"))}` : start;
}

export const personName = (person: { firstName: string | null; lastName: string | null } | null) =>
  person ? [person.firstName, person.lastName].filter(Boolean).join(" ") : "";

/** A ladder step in words: "Mute (1 day)". */
export function stepLabel(step: { kind: string; duration?: string }): string {
  const duration = step.duration ? SANCTION_DURATION_LABELS[step.duration as SanctionDuration] : null;
  return duration ? `${kindLabel(step.kind)} (${duration})` : kindLabel(step.kind);
}
