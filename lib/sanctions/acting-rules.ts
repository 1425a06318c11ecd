// Who may act on whose sanctions (docs/decisions/moderation.md, "Sanctions", Rules): one rule for issuing one,
// lifting one and marking one issued in error. The service enforces it under the user's row lock (guardActingOn in
// service.ts); the user's page asks the same rule so it shows only the buttons the server would let through.
// Pure: whether the actor may reach the target (an admin, by reachChecker, which reads roles) is given to it.
import type { Permission } from "@/lib/permissions/catalogue";
import { hasPermission, type HoldsPermissions } from "@/lib/permissions/has-permission";
import type { SanctionKind } from "@/lib/sanctions/messages";

export type SanctionActor = HoldsPermissions & { id: string };
export type SanctionSubject = { id: string; isSuperadmin: boolean };

/** Why the rule refuses, each with its own error in the service. */
export type ActingRefusal = "banPermission" | "self" | "superadmin" | "outranked";

/**
 * Whether permissions alone allow a sanction of `kind`: a ban, in force or not, only with `users.ban`. The screens
 * ask it with the viewer's `can` (the Sanction dialog's kinds, the inbox's Ban), the guard below with the actor's.
 */
export const kindPermitted = (kind: SanctionKind, can: (permission: Permission) => boolean): boolean =>
  kind !== "ban" || can("users.ban");

/**
 * The first rule that refuses, or null: anything about a ban, in force or not, only with `users.ban`; never oneself
 * (a muted moderator must not lift their own mute, nor clear their own history); never a superadmin; an admin only
 * by who may act on them (`reaches`).
 */
export function actingOnRefusal(
  actor: SanctionActor,
  target: SanctionSubject,
  kind: SanctionKind,
  reaches: boolean,
): ActingRefusal | null {
  if (!kindPermitted(kind, (permission) => hasPermission(actor, permission))) return "banPermission";
  if (target.id === actor.id) return "self";
  if (target.isSuperadmin) return "superadmin";
  return reaches ? null : "outranked";
}

/** Whether the actor may issue, lift or mark a sanction of `kind` on the target: the routes' permission and the rule. */
export const mayActOnSanction = (
  actor: SanctionActor,
  target: SanctionSubject,
  kind: SanctionKind,
  reaches: boolean,
): boolean => hasPermission(actor, "sanctions.manage") && actingOnRefusal(actor, target, kind, reaches) === null;
