// What a report item is to the inbox: the columns every read selects, and the record types derived from them (shared by
// schema.ts's row types and service.ts). A person is named without their email, save the reported member's, which
// the service masks for a viewer without users.email.
import type { Prisma } from "@/lib/generated/prisma/client";

const person = { select: { id: true, firstName: true, lastName: true, handle: true } } as const;

export const reportItemSelect = {
  id: true,
  targetType: true,
  messageId: true,
  channelId: true,
  userId: true,
  messageContent: true,
  messageSentAt: true,
  status: true,
  reportCount: true,
  reasons: true,
  firstReportedAt: true,
  lastReportedAt: true,
  claimedAt: true,
  resolvedAt: true,
  upheld: true,
  user: { select: { id: true, firstName: true, lastName: true, handle: true, email: true, createdAt: true } },
  claimer: person,
  resolver: person,
  // The first few reporters, for the row; the open item lists them all.
  reports: { select: { reporter: person }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], take: 3 },
} satisfies Prisma.ReportItemSelect;

type Selected = Prisma.ReportItemGetPayload<{ select: typeof reportItemSelect }>;
export type Person = { id: string; firstName: string | null; lastName: string | null; handle: string | null };

/** An inbox row: the item, its channel's name, and whether its claim still holds (lib/reports/claim.ts). */
export type ReportItemRecord = Omit<Selected, "reports"> & {
  channel: { id: string; name: string | null } | null;
  reporters: (Person | null)[];
  claimActive: boolean;
};

export type ContextMessage = {
  id: string;
  content: string;
  createdAt: Date;
  user: Person;
};

export type ReporterEntry = {
  id: string;
  reason: string;
  comment: string | null;
  createdAt: Date;
  reporter: Person | null;
  /** The reporter's earlier reports whose items were resolved, and how many of those were upheld. */
  record: { resolved: number; upheld: number };
};

export const fileSanctionSelect = {
  id: true,
  kind: true,
  reason: true,
  startsAt: true,
  endsAt: true,
  liftedAt: true,
} satisfies Prisma.SanctionSelect;
export type FileSanction = Prisma.SanctionGetPayload<{ select: typeof fileSanctionSelect }>;

export const fileNoteSelect = {
  id: true,
  body: true,
  authorLabel: true,
  createdAt: true,
} satisfies Prisma.UserNoteSelect;
export type FileNote = Prisma.UserNoteGetPayload<{ select: typeof fileNoteSelect }>;

/** GET /api/admin/reports/{itemId}: the item, its message in context, its author's file and every reporter. */
export type ReportItemDetail = ReportItemRecord & {
  /** Up to 5 messages before and after in its channel, and the message itself; empty once it is deleted. */
  context: ContextMessage[];
  file: {
    accountCreatedAt: Date | null;
    earlierItems: number;
    recent: { id: string; reasons: string[]; status: string; upheld: boolean | null; lastReportedAt: Date }[];
    /** Their sanctions of the last six months, newest first (none issued in error); absent without sanctions.read. */
    sanctions?: FileSanction[];
    /** The latest staff notes about them; absent without notes.read. */
    notes?: FileNote[];
  };
  entries: ReporterEntry[];
  /** What the resolution did, for the Undo and the history. */
  resolution: { actions: string[]; trashBatch: string | null; sanctionId?: string | null } | null;
};
