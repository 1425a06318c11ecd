// What the trash knows of each resource: its table, the rows a delete removes with
// it (kept, to come back on restore), the rows that point at it (unlinked, and
// linked again on restore) and what the record itself points at (checked on
// restore). Table and column names are constants here: no caller's text ever
// becomes an identifier in the trash's SQL.
import { SYSTEM_USER_ID } from "@/lib/users/record";

/** Parents first, the order a restore brings them back in: a contact's company is back before the contact looks for it. */
export const TRASH_TYPES = [
  "user",
  "company",
  "contact",
  "deal",
  "activity",
  "channel",
  "message",
  "roadmap_item",
  "shop_item",
  "purchase",
] as const;

export type TrashType = (typeof TRASH_TYPES)[number];

/** One trash entry as the restore and the purge take it (locked). */
export type TrashEntryRef = { id: string; type: TrashType; recordId: string; label: string | null };

export type TrashTable =
  | "users"
  | "roles"
  | "channels"
  | "channel_members"
  | "messages"
  | "contacts"
  | "companies"
  | "deals"
  | "activities"
  | "roadmap_items"
  | "shop_items"
  | "shop_item_bonus_files"
  | "user_purchases"
  | "api_keys"
  | "totp_factors"
  | "passkeys"
  | "recovery_codes"
  | "saved_views"
  | "saved_view_defaults"
  | "audit_logs"
  | "user_notes"
  | "sanctions"
  | "reports"
  | "report_items"
  | "roles";

/** A column that points at another record: on restore a missing target is cleared (`optional`) or refuses. */
export type Need = { column: string; table: TrashTable; noun: string; optional: boolean };

/**
 * Rows the delete removes with the record (their foreign key would cascade); they come back with it.
 * `key` names their count in a delete's answer ("bonusFiles").
 */
export type Child = { table: TrashTable; parentColumn: string; needs: Need[]; noun: string; key: string };

/** Rows whose `column` pointed at the record: given `to` (null, or the deleted-user account), pointed back on restore. */
export type Link = { table: TrashTable; column: string; to: string | null; noun: string; key: string };

export type TrashKind = {
  type: TrashType;
  table: TrashTable;
  /** "contact": how a message names one. */
  noun: string;
  needs: Need[];
  children: Child[];
  links: Link[];
};

/**
 * Columns that point at a trashed table but are deliberately none of a kind's children, links or
 * needs: the reason is the whole of their handling. tests/db/trash-foreign-keys.test.ts holds this
 * file to the database's foreign keys, so a new one must be placed here or above.
 */
export const NOT_KEPT: { table: string; column: string; why: string }[] = [
  { table: "sessions", column: "user_id", why: "a restored account starts signed out everywhere" },
  {
    table: "messages",
    column: "user_id",
    why: "a deleted user's messages move to the deleted-user account and back (lib/trash/users.ts)",
  },
  {
    table: "api_tokens",
    column: "creator_id",
    why: "a restored account's API tokens do not come back: a credential is given again only with a fresh step-up",
  },
  { table: "direct_messages", column: "sender_id", why: "as messages (lib/trash/users.ts)" },
  { table: "direct_messages", column: "recipient_id", why: "as messages (lib/trash/users.ts)" },
  {
    table: "sanctions",
    column: "replaced_by_id",
    why: "a sanction and the one that replaced it are the same member's: they go and come back together, in one statement",
  },
  {
    table: "trash",
    column: "deleted_by",
    why: "the trash names who deleted an entry in words (deleted_by_label), which outlive the account",
  },
];

const user = (column: string, optional = false): Need => ({ column, table: "users", noun: "user", optional });
const company: Need = { column: "company_id", table: "companies", noun: "company", optional: true };
const contact: Need = { column: "contact_id", table: "contacts", noun: "contact", optional: true };

export const TRASH_KINDS: Record<TrashType, TrashKind> = {
  user: {
    type: "user",
    table: "users",
    noun: "user",
    // A role deleted while its admin was in the trash is cleared: the account comes back with the Admin role's
    // permissions, and banned, as every deleted user was, so nobody signs in with them until an unban.
    needs: [{ column: "role_id", table: "roles", noun: "role", optional: true }],
    // Sessions are not kept: a restored account starts signed out everywhere.
    children: [
      {
        table: "channel_members",
        parentColumn: "user_id",
        noun: "channel membership",
        key: "memberships",
        needs: [{ column: "channel_id", table: "channels", noun: "channel", optional: false }],
      },
      {
        table: "user_purchases",
        parentColumn: "user_id",
        noun: "purchase",
        key: "purchases",
        needs: [{ column: "shop_item_id", table: "shop_items", noun: "shop item", optional: false }],
      },
      { table: "api_keys", parentColumn: "user_id", noun: "API key", key: "apiKeys", needs: [] },
      { table: "totp_factors", parentColumn: "user_id", noun: "authenticator", key: "authenticators", needs: [] },
      { table: "passkeys", parentColumn: "user_id", noun: "passkey", key: "passkeys", needs: [] },
      { table: "recovery_codes", parentColumn: "user_id", noun: "recovery code", key: "recoveryCodes", needs: [] },
      // Their record of sanctions goes and comes back with them; a moderator deleted meanwhile is left unnamed.
      {
        table: "sanctions",
        parentColumn: "user_id",
        noun: "sanction",
        key: "sanctions",
        needs: [user("issued_by", true), user("lifted_by", true), user("issued_in_error_by", true)],
      },
      // Their saved views (shared ones too) go and come back with them; then the defaults they chose.
      { table: "saved_views", parentColumn: "owner_id", noun: "saved view", key: "savedViews", needs: [] },
      {
        table: "saved_view_defaults",
        parentColumn: "user_id",
        noun: "default view",
        key: "defaultViews",
        needs: [{ column: "view_id", table: "saved_views", noun: "saved view", optional: false }],
      },
      // Staff notes about them go and come back with them; an author deleted meanwhile keeps their words (author_label).
      {
        table: "user_notes",
        parentColumn: "user_id",
        noun: "staff note",
        key: "staffNotes",
        needs: [user("author_id", true)],
      },
    ],
    // Messages and direct messages move to the deleted-user account too, with their sender kept on the row (lib/trash/users.ts).
    links: [
      { table: "channels", column: "created_by", to: SYSTEM_USER_ID, noun: "channel", key: "channels" },
      // The entries they wrote as an admin keep their words (actor_label) and get their actor back.
      { table: "audit_logs", column: "actor_id", to: null, noun: "audit entry", key: "auditEntries" },
      // The staff notes they wrote stay on their users, signed in words (author_label), and get their author back.
      { table: "user_notes", column: "author_id", to: null, noun: "staff note", key: "notesWritten" },
      // The sanctions they issued, lifted or marked issued in error get their moderator back.
      { table: "sanctions", column: "issued_by", to: null, noun: "sanction issued", key: "sanctionsIssued" },
      { table: "sanctions", column: "lifted_by", to: null, noun: "sanction lifted", key: "sanctionsLifted" },
      {
        table: "sanctions",
        column: "issued_in_error_by",
        to: null,
        noun: "sanction voided",
        key: "sanctionsVoided",
      },
      // Reports by them and against them stay in the inbox, and name them again when they are back.
      { table: "reports", column: "reporter_id", to: null, noun: "report", key: "reportsFiled" },
      { table: "report_items", column: "user_id", to: null, noun: "reported item", key: "reportedItems" },
      { table: "report_items", column: "claimed_by", to: null, noun: "claimed item", key: "claimedItems" },
      { table: "report_items", column: "resolved_by", to: null, noun: "resolved item", key: "resolvedItems" },
    ],
  },
  channel: {
    type: "channel",
    table: "channels",
    noun: "channel",
    needs: [user("created_by", true)],
    children: [
      {
        table: "channel_members",
        parentColumn: "channel_id",
        noun: "membership",
        key: "memberships",
        needs: [user("user_id")],
      },
      // A sender deleted meanwhile gives way to the deleted-user account (lib/trash/restore.ts).
      { table: "messages", parentColumn: "channel_id", noun: "message", key: "messages", needs: [] },
    ],
    links: [],
  },
  // One channel message (moderation): it needs its channel, and its sender or the deleted-user account standing in.
  message: {
    type: "message",
    table: "messages",
    noun: "message",
    needs: [{ column: "channel_id", table: "channels", noun: "channel", optional: false }, user("user_id")],
    children: [],
    links: [],
  },
  contact: {
    type: "contact",
    table: "contacts",
    noun: "contact",
    needs: [company],
    children: [],
    links: [
      { table: "deals", column: "contact_id", to: null, noun: "deal", key: "deals" },
      { table: "activities", column: "contact_id", to: null, noun: "activity", key: "activities" },
    ],
  },
  company: {
    type: "company",
    table: "companies",
    noun: "company",
    needs: [],
    children: [],
    links: [
      { table: "contacts", column: "company_id", to: null, noun: "contact", key: "contacts" },
      { table: "deals", column: "company_id", to: null, noun: "deal", key: "deals" },
    ],
  },
  deal: {
    type: "deal",
    table: "deals",
    noun: "deal",
    needs: [contact, company],
    children: [],
    links: [{ table: "activities", column: "deal_id", to: null, noun: "activity", key: "activities" }],
  },
  activity: {
    type: "activity",
    table: "activities",
    noun: "activity",
    needs: [contact, { column: "deal_id", table: "deals", noun: "deal", optional: true }],
    children: [],
    links: [],
  },
  roadmap_item: {
    type: "roadmap_item",
    table: "roadmap_items",
    noun: "roadmap item",
    needs: [],
    children: [],
    links: [],
  },
  shop_item: {
    type: "shop_item",
    table: "shop_items",
    noun: "shop item",
    needs: [],
    children: [
      {
        table: "shop_item_bonus_files",
        parentColumn: "shop_item_id",
        noun: "bonus file",
        key: "bonusFiles",
        needs: [],
      },
      {
        table: "user_purchases",
        parentColumn: "shop_item_id",
        noun: "purchase",
        key: "purchases",
        needs: [user("user_id")],
      },
    ],
    links: [],
  },
  purchase: {
    type: "purchase",
    table: "user_purchases",
    noun: "purchase",
    needs: [user("user_id"), { column: "shop_item_id", table: "shop_items", noun: "shop item", optional: false }],
    children: [],
    links: [],
  },
};
