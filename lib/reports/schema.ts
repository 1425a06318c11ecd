// zod schemas for reports (docs/decisions/moderation.md "Reports"): the chat app's report, the inbox's filters and
// the moderators' actions, shared by the screen and the routes.
import { z } from "zod";
import { keysetQuerySchema } from "@/lib/api/list-query";
import { COMMENT_MAX, REPORT_STATUSES, REPORTS_VALIDATION } from "@/lib/reports/messages";
import { REPORT_REASONS } from "@/lib/reports/reasons";
import type { ReportItemDetail, ReportItemRecord } from "@/lib/reports/record";
import { issueSanctionSchema } from "@/lib/sanctions/schema";
import type { Json } from "@/lib/serialize";

export const REPORTS_PAGE_SIZE = 50;
export const MAX_REPORTS_PAGE_SIZE = 200;

// Ids are matched as given (a user's id need not be a uuid: the system account's is not), but PostgreSQL text holds
// no NUL, so no id has one: refused here rather than failing the query.
const NO_NUL = /^[^\u0000]*$/;
const id = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(200, message).regex(NO_NUL, message);

/** POST /api/chat/reports: a member reports one message or one member. */
export const fileReportSchema = z
  .object({
    reporterId: id(REPORTS_VALIDATION.reporterId),
    messageId: id(REPORTS_VALIDATION.messageId).optional(),
    userId: id(REPORTS_VALIDATION.userId).optional(),
    reason: z.enum(REPORT_REASONS, { error: REPORTS_VALIDATION.reason }),
    comment: z
      .string({ error: REPORTS_VALIDATION.comment })
      .trim()
      .max(COMMENT_MAX, REPORTS_VALIDATION.comment)
      .optional()
      .transform((comment) => comment || null),
  })
  .refine((report) => (report.messageId === undefined) !== (report.userId === undefined), {
    error: REPORTS_VALIDATION.target,
    path: ["messageId"],
  });
export type FileReport = z.output<typeof fileReportSchema>;

export const reportFilterSchema = z.object({
  status: z.enum(REPORT_STATUSES, { error: REPORTS_VALIDATION.status }).optional().default("open"),
  reason: z
    .enum(["all", ...REPORT_REASONS], { error: REPORTS_VALIDATION.reason })
    .optional()
    .default("all"),
  channelId: z
    .string({ error: REPORTS_VALIDATION.channelId })
    .trim()
    .max(200, REPORTS_VALIDATION.channelId)
    .regex(NO_NUL, REPORTS_VALIDATION.channelId)
    .optional()
    .default(""),
  /** "me": only the items the viewer has claimed. */
  claimed: z.enum(["any", "me"]).optional().default("any"),
});
export type ReportFilter = z.output<typeof reportFilterSchema>;

export const listReportsQuerySchema = reportFilterSchema.extend(
  keysetQuerySchema({ defaultLimit: REPORTS_PAGE_SIZE, max: MAX_REPORTS_PAGE_SIZE }).shape,
);
export type ListReportsQuery = z.output<typeof listReportsQuerySchema>;

export const reportItemParamsSchema = z.object({ itemId: id(REPORTS_VALIDATION.itemId) });

// One entry per action, each an object: a sanction of the author carries the body POST /api/admin/users/{id}/sanctions
// takes, so its rules and messages are the same wherever a sanction is issued.
const resolveAction = z.discriminatedUnion(
  "type",
  [
    z.object({ type: z.literal("dismiss") }),
    z.object({ type: z.literal("delete_message") }),
    z.object({ type: z.literal("sanction"), sanction: issueSanctionSchema }),
  ],
  { error: REPORTS_VALIDATION.actionType },
);
export type ResolveAction = z.output<typeof resolveAction>;

export const resolveReportSchema = z.object({
  actions: z
    .array(resolveAction, { error: REPORTS_VALIDATION.actions })
    .min(1, REPORTS_VALIDATION.actions)
    .refine((actions) => new Set(actions.map((action) => action.type)).size === actions.length, {
      error: REPORTS_VALIDATION.duplicateAction,
    })
    .refine((actions) => actions.length === 1 || actions.every((action) => action.type !== "dismiss"), {
      error: REPORTS_VALIDATION.dismissAlone,
    }),
});
export type ResolveReport = z.output<typeof resolveReportSchema>;
export type ResolveReportInput = z.input<typeof resolveReportSchema>;

/** A row of the inbox and the open item, as JSON delivers them. */
export type ReportItemRow = Json<ReportItemRecord>;
export type ReportItemDetailRow = Json<ReportItemDetail>;
