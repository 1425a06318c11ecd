// Sanctions' words (docs/decisions/moderation.md, "Sanctions"): kinds, reasons, durations, the dialog, the list on a
// user's page, toasts and the API's errors. Client-safe: tests, the UI and the routes import the same constants.
// A sanction's reasons are the report reasons (lib/reports/reasons.ts).
import { errorCodes } from "@/lib/api/error-codes";
import { REPORT_REASONS } from "@/lib/reports/reasons";

/** The kinds, mildest first: the ladder's order of severity. */
export const SANCTION_KINDS = ["warn", "mute", "suspend", "ban"] as const;
export type SanctionKind = (typeof SANCTION_KINDS)[number];

/** Kinds that last until a time (and so expire by themselves); a warning has no duration, a ban none until unbanned. */
export const TIMED_KINDS: readonly SanctionKind[] = ["mute", "suspend"];

export const SANCTION_KIND_LABELS: Record<SanctionKind, string> = {
  warn: "Warning",
  mute: "Mute",
  suspend: "Suspension",
  ban: "Ban",
};

/** What a kind does, as the dialog says it. */
export const SANCTION_KIND_HINTS: Record<SanctionKind, string> = {
  warn: "A warning on the member's record; nothing is restricted.",
  mute: "Can read but cannot post until it ends.",
  suspend: "Cannot sign in to the chat app until it ends; signed out now.",
  ban: "Cannot sign in until unbanned; signed out now.",
};

/** The preset durations; an end date is the other way to say how long. */
export const SANCTION_DURATIONS = ["1h", "1d", "7d", "30d"] as const;
export type SanctionDuration = (typeof SANCTION_DURATIONS)[number];

const HOUR = 60 * 60 * 1000;
export const DURATION_MS: Record<SanctionDuration, number> = {
  "1h": HOUR,
  "1d": 24 * HOUR,
  "7d": 7 * 24 * HOUR,
  "30d": 30 * 24 * HOUR,
};

export const SANCTION_DURATION_LABELS: Record<SanctionDuration, string> = {
  "1h": "1 hour",
  "1d": "1 day",
  "7d": "7 days",
  "30d": "30 days",
};

/** How far back the ladder and the dialog look: the sanctions that still count. */
export const LADDER_WINDOW_DAYS = 182;

/** The Sanction dialog's box when the reports inbox opens it: apart from SANCTIONS_TEXT, which every first load with a
 * sanction carries whole, as only the dialog (loaded late) shows it. */
export const ALSO_DELETE_MESSAGE = "Also delete the reported message";

export const SANCTIONS_TEXT = {
  cardTitle: "Sanctions",
  cardDescription: "Warnings, mutes, suspensions and bans, newest first.",
  empty: "No sanctions",
  emptyHint: "This member has a clean record.",
  sanctionAction: "Sanction",
  dialogTitle: (name: string) => `Sanction ${name}`,
  bulkDialogTitle: (count: number) => `Sanction ${count.toLocaleString("en-US")} user(s)`,
  kindLabel: "Sanction",
  reasonLabel: "Reason",
  reasonTextLabel: "Details (sent to the member's record)",
  noteLabel: "Staff note (never shown to the member)",
  durationLabel: "Duration",
  endsAtLabel: "Ends at",
  customDuration: "Until a date",
  proposed: (kind: string) => `Proposed next step: ${kind}`,
  recentTitle: "Last six months",
  recentEmpty: "No sanctions in the last six months.",
  submit: "Apply",
  active: "Active",
  lifted: "Lifted",
  expired: "Ended",
  issuedInError: "Issued in error",
  until: (date: string) => `until ${date}`,
  by: (name: string) => `by ${name}`,
  bySystem: "ended by itself",
  lift: "Lift",
  liftTitle: "Lift sanction?",
  liftDescription: "The member's restriction ends now. Say why: it goes on their record.",
  liftReasonLabel: "Why lift it",
  markError: "Issued in error",
  errorTitle: "Mark as issued in error?",
  errorDescription:
    "It stops counting in the member's history and the ladder, and is lifted now if it is still in force.",
  errorReasonLabel: "What was wrong (optional)",
  ladderTitle: "Sanction ladder",
  ladderDescription:
    "The steps the sanction dialog proposes, one after another, for a member's sanctions of the last six months.",
  ladderStep: (index: number) => `Step ${index + 1}`,
  ladderSave: "Save ladder",
  ladderAddStep: "Add step",
  ladderRemoveStep: "Remove step",
} as const;

export const SANCTIONS_TOASTS = {
  issued: (kind: string) => `${kind} applied`,
  bulkIssued: (count: number) => `Sanction applied to ${count.toLocaleString("en-US")} user(s)`,
  issueFailed: "Could not apply the sanction",
  lifted: "Sanction lifted",
  liftFailed: "Could not lift the sanction",
  markedError: "Marked as issued in error",
  markErrorFailed: "Could not mark the sanction",
  ladderSaved: "Sanction ladder saved",
  ladderSaveFailed: "Could not save the sanction ladder",
} as const;

export const SANCTIONS_ERRORS = {
  notFound: "Sanction not found",
  alreadyEnded: "This sanction is no longer in force",
  alreadyInError: "This sanction is already marked as issued in error",
  bannedAlready: "This user is banned: a suspension would change nothing",
  sanctionSelf: "You cannot sanction yourself, lift your own sanctions or mark them issued in error",
  sanctionSuperadmin: "A superadmin cannot be sanctioned, nor their sanctions lifted or marked issued in error",
} as const;

/** Each refusal's stable code (X-Error-Code), matched by the dialog rather than its words. */
export const SANCTIONS_ERROR_CODES = errorCodes("sanctions", SANCTIONS_ERRORS);

export const SANCTIONS_VALIDATION = {
  sanction: "sanction must be an object with kind and reason",
  kind: `kind must be one of ${SANCTION_KINDS.join(", ")}`,
  reason: `reason must be one of ${REPORT_REASONS.join(", ")}`,
  reasonTextTooLong: "reasonText must be at most 1000 characters",
  noteTooLong: "note must be at most 2000 characters",
  duration: `duration must be one of ${SANCTION_DURATIONS.join(", ")}`,
  endsAt: "endsAt must be a date and time (ISO 8601)",
  endsAtPast: "endsAt must be in the future",
  endsAtTooFar: "endsAt must be within a year",
  durationRequired: "A mute or a suspension needs a duration or endsAt (one of them)",
  durationNotAllowed: "A warning or a ban takes no duration or endsAt",
  liftReason: "reason is required (at most 500 characters)",
  errorReason: "reason must be at most 500 characters",
  userIdsRequired: "Select at least one user",
  tooMany: (max: number) => `At most ${max} users can be sanctioned in one request`,
  sanctionIdRequired: "Sanction ID is required",
  since: "since must be the next cursor of an earlier answer",
  ladder: "steps must be 1 to 10 steps, each a kind and, for a mute or a suspension, a duration",
} as const;
