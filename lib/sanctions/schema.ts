// zod schemas for sanctions, shared by the sanction dialog and the routes (docs/decisions/moderation.md).
import { z } from "zod";
import {
  SANCTION_DURATIONS,
  SANCTION_KINDS,
  SANCTIONS_VALIDATION,
  TIMED_KINDS,
  type SanctionKind,
} from "@/lib/sanctions/messages";
import { REPORT_REASONS } from "@/lib/reports/reasons";
import type { SanctionRecord } from "@/lib/sanctions/record";
import { userFilterSchema } from "@/lib/users/schema";
import type { Json } from "@/lib/serialize";

/** At most this many users are sanctioned in one request (one transaction); "all matching" pages on with `after`. */
export const BULK_SANCTION_LIMIT = 500;
/** An end date at most this far ahead: longer is a ban. */
export const MAX_SANCTION_MS = 366 * 24 * 60 * 60 * 1000;

const kind = z.enum(SANCTION_KINDS, { error: SANCTIONS_VALIDATION.kind });

const sanctionFields = z
  .object(
    {
      kind,
      reason: z.enum(REPORT_REASONS, { error: SANCTIONS_VALIDATION.reason }),
      reasonText: z
        .string({ error: SANCTIONS_VALIDATION.reasonTextTooLong })
        .trim()
        .max(1000, SANCTIONS_VALIDATION.reasonTextTooLong)
        .optional(),
      note: z
        .string({ error: SANCTIONS_VALIDATION.noteTooLong })
        .trim()
        .max(2000, SANCTIONS_VALIDATION.noteTooLong)
        .optional(),
      duration: z.enum(SANCTION_DURATIONS, { error: SANCTIONS_VALIDATION.duration }).optional(),
      endsAt: z.iso.datetime({ offset: true, error: SANCTIONS_VALIDATION.endsAt }).optional(),
    },
    // Said when the sanction is missing or not an object: the reports inbox's action nests it as `sanction`.
    { error: SANCTIONS_VALIDATION.sanction },
  )
  .strict();

const isTimed = (value: SanctionKind) => TIMED_KINDS.includes(value);

/** POST /api/admin/users/{id}/sanctions: a timed kind takes a preset duration or an end date, the others neither. */
export const issueSanctionSchema = sanctionFields.superRefine((body, ctx) => {
  const given = [body.duration, body.endsAt].filter((value) => value !== undefined).length;
  if (isTimed(body.kind) && given !== 1)
    ctx.addIssue({ code: "custom", path: ["duration"], message: SANCTIONS_VALIDATION.durationRequired });
  if (!isTimed(body.kind) && given > 0)
    ctx.addIssue({ code: "custom", path: ["duration"], message: SANCTIONS_VALIDATION.durationNotAllowed });
  if (body.endsAt !== undefined) {
    const ends = Date.parse(body.endsAt);
    if (ends <= Date.now())
      ctx.addIssue({ code: "custom", path: ["endsAt"], message: SANCTIONS_VALIDATION.endsAtPast });
    else if (ends - Date.now() > MAX_SANCTION_MS)
      ctx.addIssue({ code: "custom", path: ["endsAt"], message: SANCTIONS_VALIDATION.endsAtTooFar });
  }
});
export type IssueSanctionInput = z.input<typeof issueSanctionSchema>;
export type IssueSanctionBody = z.output<typeof issueSanctionSchema>;

export const sanctionIdParamsSchema = z.object({
  id: z.string({ error: SANCTIONS_VALIDATION.sanctionIdRequired }).min(1, SANCTIONS_VALIDATION.sanctionIdRequired),
});

export const liftSanctionSchema = z
  .object({
    reason: z
      .string({ error: SANCTIONS_VALIDATION.liftReason })
      .trim()
      .min(1, SANCTIONS_VALIDATION.liftReason)
      .max(500, SANCTIONS_VALIDATION.liftReason),
  })
  .strict();
export type LiftSanctionInput = z.input<typeof liftSanctionSchema>;

export const sanctionInErrorSchema = z
  .object({
    reason: z
      .string({ error: SANCTIONS_VALIDATION.errorReason })
      .trim()
      .max(500, SANCTIONS_VALIDATION.errorReason)
      .optional(),
  })
  .strict();
export type SanctionInErrorInput = z.input<typeof sanctionInErrorSchema>;

/** POST /api/admin/sanctions: one sanction for the selected users, or for every user matching the list's filters. */
export const bulkSanctionSchema = z
  .object({
    sanction: issueSanctionSchema,
    userIds: z
      .array(z.string().min(1).max(200), { error: SANCTIONS_VALIDATION.userIdsRequired })
      .min(1, SANCTIONS_VALIDATION.userIdsRequired)
      .max(BULK_SANCTION_LIMIT, SANCTIONS_VALIDATION.tooMany(BULK_SANCTION_LIMIT))
      .optional(),
    filter: userFilterSchema.optional(),
    /** With a filter: the last id of the previous batch. */
    after: z.string().min(1).max(200).optional(),
  })
  .strict()
  .refine((body) => (body.userIds === undefined) !== (body.filter === undefined), {
    path: ["userIds"],
    message: SANCTIONS_VALIDATION.userIdsRequired,
  });
export type BulkSanctionInput = z.input<typeof bulkSanctionSchema>;
/** Whom a bulk sanction is for: the selected ids, or the users list's filters ("Select all N matching"). */
export type BulkSanctionUsers = Pick<BulkSanctionInput, "userIds" | "filter">;
export type BulkSanctionBody = z.output<typeof bulkSanctionSchema>;

const ladderStep = z
  .object({ kind, duration: z.enum(SANCTION_DURATIONS).optional() })
  .strict()
  .refine((step) => isTimed(step.kind) === (step.duration !== undefined), SANCTIONS_VALIDATION.ladder);

/** The ladder the dialog proposes from: 1 to 10 steps, mildest first. */
export const sanctionLadderSchema = z
  .object({
    steps: z
      .array(ladderStep, { error: SANCTIONS_VALIDATION.ladder })
      .min(1, SANCTIONS_VALIDATION.ladder)
      .max(10, SANCTIONS_VALIDATION.ladder),
  })
  .strict();
export type SanctionLadder = z.output<typeof sanctionLadderSchema>;

/** A sanction as JSON delivers it. */
export type SanctionRow = Json<SanctionRecord>;

/** GET /api/chat/restrictions: `since` is the last answer's `next` (none: from the beginning). */
export const restrictionsQuerySchema = z.object({
  since: z.string().max(400, SANCTIONS_VALIDATION.since).optional().default(""),
});

/** GET /api/admin/users/{id}/sanctions as JSON delivers it. */
export type UserSanctionsAnswer = {
  sanctions: SanctionRow[];
  proposal: SanctionLadder["steps"][number];
  ladder: SanctionLadder;
};

/** The dialog's form: a preset or "until" a moment typed in the browser's datetime field (its own time zone). */
export const CUSTOM_DURATION = "until";

export const sanctionFormSchema = z
  .object({
    kind,
    reason: z.enum(REPORT_REASONS, { error: SANCTIONS_VALIDATION.reason }),
    duration: z.enum([...SANCTION_DURATIONS, CUSTOM_DURATION]),
    endsAt: z.string(),
    reasonText: z.string().trim().max(1000, SANCTIONS_VALIDATION.reasonTextTooLong),
    note: z.string().trim().max(2000, SANCTIONS_VALIDATION.noteTooLong),
  })
  .superRefine((form, ctx) => {
    if (!isTimed(form.kind) || form.duration !== CUSTOM_DURATION) return;
    const ends = Date.parse(form.endsAt);
    if (Number.isNaN(ends)) ctx.addIssue({ code: "custom", path: ["endsAt"], message: SANCTIONS_VALIDATION.endsAt });
    else if (ends <= Date.now())
      ctx.addIssue({ code: "custom", path: ["endsAt"], message: SANCTIONS_VALIDATION.endsAtPast });
  })
  .transform((form): IssueSanctionInput => ({
    kind: form.kind,
    reason: form.reason,
    ...(form.reasonText ? { reasonText: form.reasonText } : {}),
    ...(form.note ? { note: form.note } : {}),
    ...(!isTimed(form.kind)
      ? {}
      : form.duration === CUSTOM_DURATION
        ? { endsAt: new Date(form.endsAt).toISOString() }
        : { duration: form.duration }),
  }));
export type SanctionFormInput = z.input<typeof sanctionFormSchema>;
