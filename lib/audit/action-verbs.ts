// The audit log in words: each action's verb phrase, read as
// "<who> <verb> <target>" ("Ada Admin banned user Bo Smith (bo@example.com)"),
// or with the target where the phrase puts it ("signed {target} out everywhere");
// a phrase that depends on what changed reads the entry's details.
// Typed by AuditAction, so a new action does not compile until it has its words.
import type { AuditAction } from "@/lib/audit/actions";

type VerbPhrase = string | ((details: unknown) => string);

/** A feature toggle's entry says which way it went (its details hold the state after). */
function switchedFeature(details: unknown): string {
  const after = (details as { after?: { isEnabled?: unknown } } | null | undefined)?.after?.isEnabled;
  return typeof after === "boolean"
    ? `turned ${after ? "on" : "off"} the feature toggle`
    : "switched the feature toggle";
}

/** A sanction's lift says which, and whether it ended by itself (an expiry has no actor, so reads "System …"). */
function liftedSanction(details: unknown): string {
  const kind = (details as { after?: { sanction?: { kind?: unknown } } } | null | undefined)?.after?.sanction?.kind;
  const expired = (details as { expired?: unknown } | null | undefined)?.expired === true;
  const what = typeof kind === "string" ? `the ${kind}` : "a sanction";
  return expired ? `ended ${what} (its time was up) of` : `lifted ${what} of`;
}

export const AUDIT_ACTION_VERBS: Record<AuditAction, VerbPhrase> = {
  "auth.sign_in": "signed in as",
  "auth.sign_in_failed": "failed to sign in as",
  "auth.sign_out": "signed out as",
  "auth.second_factor_required": "gave the password (second factor still owed) of",
  "auth.second_factor_failed": "failed the second sign-in step of",
  "auth.reauthenticated": "confirmed again who they are, as",
  "auth.reauthentication_failed": "failed to confirm again who they are, as",
  "account.totp_enrolled": "set up an authenticator app for",
  "account.totp_removed": "removed the authenticator app of",
  "account.passkey_added": "added a passkey for",
  "account.passkey_renamed": "renamed a passkey of",
  "account.passkey_removed": "removed a passkey of",
  "account.recovery_codes_generated": "made new recovery codes for",
  "account.session_revoked": "ended one of the sessions of",
  "account.other_sessions_revoked": "ended every other session of",
  "audit.export": "exported the audit log",
  "channel.bulk_delete": "deleted",
  "message.delete": "deleted a message in",
  "message.bulk_delete": "deleted",
  "message.purge": "purged",
  "message.search_direct": "searched the direct messages of",
  "report_item.report": "filed a member's report of",
  "report_item.claim": "started reviewing the reported",
  "report_item.resolve": "resolved the reports of",
  "report_item.reopen": "undid the resolution of the reports of",
  "feature_toggle.update": switchedFeature,
  "take_control.view_channels": "viewed the channels of",
  "take_control.view_direct_messages": "viewed the direct messages of",
  "take_control.send_message": "sent a channel message as",
  "take_control.send_dm": "sent a direct message as",
  "user.create": "created user",
  "user.bulk_delete": "deleted",
  "user.change_id": "changed the id of",
  "user.grant_admin": "granted admin rights to",
  "user.remove_admin": "removed admin rights from",
  "user.ban": "banned user",
  "user.unban": "unbanned user",
  "user.delete": "deleted user",
  "user.sign_out_everywhere": "signed {target} out everywhere",
  "user.reset_factors": "reset the second factors of",
  "user.export": "exported users",
  "user.change_role": "changed the role of",
  "user.warn": "warned user",
  "user.mute": "muted user",
  "user.suspend": "suspended user",
  "user.lift_sanction": liftedSanction,
  "user.sanction_in_error": "marked as issued in error a sanction of",
  "sanction_ladder.update": "changed the",
  "user.create_superadmin": "created superadmin",
  "user.promote_superadmin": "made superadmin",
  "contact.create": "created contact",
  "contact.update": "updated contact",
  "contact.delete": "deleted contact",
  "contact.export": "exported contacts",
  "contact.import": "imported",
  "company.create": "created company",
  "company.update": "updated company",
  "company.delete": "deleted company",
  "company.import": "imported",
  "deal.create": "created deal",
  "deal.update": "updated deal",
  "deal.delete": "deleted deal",
  "deal.export": "exported deals",
  "activity.create": "created activity",
  "activity.update": "updated activity",
  "activity.delete": "deleted activity",
  "roadmap_item.create": "created roadmap item",
  "roadmap_item.update": "updated roadmap item",
  "roadmap_item.delete": "deleted roadmap item",
  "roadmap_item.bulk_delete": "deleted",
  "roadmap_item.reorder": "reordered",
  "shop_item.create": "created shop item",
  "shop_item.update": "updated shop item",
  "shop_item.delete": "deleted shop item",
  "shop_item.bulk_delete": "deleted",
  "shop_bonus.save_metadata": "added bonus files to",
  "shop_bonus.confirm_upload": "confirmed a bonus file of",
  "shop_bonus.delete": "deleted a bonus file of",
  "purchase.create": "recorded purchase",
  "purchase.update": "updated purchase",
  "purchase.delete": "deleted purchase",
  "purchase.bulk_delete": "deleted",
  "purchase.release_bonuses": "released the bonuses of purchase",
  "user_note.create": "wrote the staff note",
  "user_note.update": "edited the staff note",
  "user_note.delete": "deleted the staff note",
  "saved_view.create": "saved the list view",
  "saved_view.update": "changed the list view",
  "saved_view.delete": "deleted the list view",
  "saved_view.set_default": "chose the default list view",
  "role.create": "created the role",
  "role.update": "changed the role",
  "role.delete": "deleted the role",
  "token.create": "created the API token",
  "token.revoke": "revoked the API token",
  "webhook.create": "added the webhook",
  "webhook.update": "changed the webhook",
  "webhook.delete": "deleted the webhook",
  "webhook.retry": "retried a delivery of the webhook",
  "webhook.test": "sent a test event to the webhook",
  "trash.restore": "restored from the trash",
  "trash.delete": "deleted for good",
  "trash.purge": "purged from the trash",
};

type DescribedEntry = {
  action: string;
  actorId: string | null;
  actorLabel: string | null;
  targetType: string;
  targetId: string | null;
  targetLabel: string | null;
  details?: unknown;
};

/** Who acted in words: the label written with the entry; entries with no actor (a failed sign-in, the CLI) or from before labels existed fall back. */
export function auditActorText(entry: Pick<DescribedEntry, "actorId" | "actorLabel">): string {
  return entry.actorLabel ?? entry.actorId ?? "Someone";
}

/** What was done in words: the action's verb and the target's label (its type and id where no label was written). */
export function auditActionText(entry: Omit<DescribedEntry, "actorId" | "actorLabel">): string {
  const phrase = verbOf(entry.action);
  const verb = typeof phrase === "function" ? phrase(entry.details) : phrase;
  const target =
    entry.targetLabel ?? (entry.targetId ? `${entry.targetType.replaceAll("_", " ")} ${entry.targetId}` : null);
  if (verb.includes("{target}")) return verb.replace("{target}", target ?? entry.targetType.replaceAll("_", " "));
  return target ? `${verb} ${target}` : verb;
}

// Rows written by hand or by an older version may carry an action the map does not know.
const verbOf = (action: string): VerbPhrase =>
  Object.hasOwn(AUDIT_ACTION_VERBS, action) ? AUDIT_ACTION_VERBS[action as AuditAction] : action;
