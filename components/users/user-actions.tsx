"use client";

// The user details screen's Access Control and Danger Zone cards as data: each row a title, what it shows (a badge
// or a line of help) and its buttons, each button with the confirmation it opens. One component draws them all, so
// a new action is a new entry, not another copy of a row and a dialog.
import * as React from "react";
import {
  Ban,
  KeyRound,
  LogOut,
  ShieldCheck,
  ShieldOff,
  Trash2,
  UserCheck,
  UserCog,
  type LucideIcon,
} from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { ConfirmDialogProps } from "@/components/ui/confirm-dialog-content";
import { Separator } from "@/components/ui/separator";
import { RoleSelect, useRoleChoice } from "@/components/users/role-choice";
import { RoleBadge, StatusBadge } from "@/components/users/user-badges";
import {
  useDeleteUser,
  useResetFactors,
  useSetAdmin,
  useSetBanned,
  useSetRole,
  useSignOutEverywhere,
} from "@/components/users/use-user-mutations";
import {
  adminConfirmText,
  banConfirmText,
  deleteConfirmText,
  resetFactorsText,
  signOutEverywhereText,
} from "@/lib/users/confirm-text";
import { roleChangeText } from "@/lib/roles/display";
import { usePermissions } from "@/hooks/use-permissions";
import type { Permission } from "@/lib/permissions/catalogue";
import { canBanUser } from "@/lib/users/display";
import type { UserRow } from "@/lib/users/schema";

/** The confirmation an action opens; it confirms with the action's own label, and is titled "<label>?" unless told. */
type Confirmation = Omit<ConfirmDialogProps, "open" | "onOpenChange" | "title" | "confirmLabel"> & { title?: string };

type UserAction = {
  /** Names the action's confirmation while it is open. */
  id: string;
  label: string;
  icon?: LucideIcon;
  variant: React.ComponentProps<typeof Button>["variant"];
  disabled?: boolean;
  /** Not offered to this user or viewer. */
  hidden?: boolean;
  /** What the viewer's role must allow for the action to be offered at all; none: the server decides (Take Control). */
  permission?: Permission;
} & ({ confirm: Confirmation } | { onClick: () => void });

type ActionRow = {
  title: string;
  detail: React.ReactNode;
  actions: UserAction[];
  hidden?: boolean;
  /** Drawn in the Danger Zone card, away from the rest: Delete must never take the place Ban had a click before. */
  danger?: boolean;
  /** Shown even when the viewer may use none of its buttons: its badge is worth reading on its own. */
  informative?: boolean;
};

const Hint = ({ children }: { children: React.ReactNode }) => (
  <span className="text-muted-foreground text-sm">{children}</span>
);

type UserActionsProps = {
  user: UserRow;
  viewerIsSuperadmin: boolean;
  viewerId: string;
  onTakeControl: () => void;
  onDeleted: () => void;
};

/** The rows for this user and viewer; `close` ends the open confirmation once its change settles. */
function useActionRows({ user, viewerIsSuperadmin, viewerId, onTakeControl, onDeleted }: UserActionsProps) {
  const setAdmin = useSetAdmin();
  const setBanned = useSetBanned();
  const deleteUser = useDeleteUser();
  const signOutEverywhere = useSignOutEverywhere();
  const resetFactors = useResetFactors();
  const setRole = useSetRole();
  const { can } = usePermissions();
  // Whoever manages roles gives an admin one; a superadmin's own is never narrowed, and a user without admin rights has none.
  const showsRole = can("roles.manage") && user.isAdmin && !user.isSuperadmin;
  const role = useRoleChoice(user, showsRole);
  const [open, setOpen] = React.useState<string | null>(null);
  const close = () => setOpen(null);
  const admin = adminConfirmText(user);
  const ban = banConfirmText(user);

  const rows: ActionRow[] = [
    {
      title: "User Role",
      detail: <RoleBadge user={user} />,
      informative: true,
      actions: [
        {
          id: "admin",
          label: admin.label,
          permission: "users.admin_rights",
          icon: user.isAdmin ? ShieldOff : ShieldCheck,
          variant: "outline",
          disabled: user.isSuperadmin,
          confirm: {
            description: admin.description,
            pending: setAdmin.isPending,
            onConfirm: () => setAdmin.mutate({ id: user.id, isAdmin: !user.isAdmin }, { onSettled: close }),
          },
        },
      ],
    },
    {
      title: "Panel Role",
      detail: <RoleSelect roles={role.assignable} value={role.chosen} onChange={role.choose} />,
      hidden: !showsRole,
      actions: [
        {
          id: "role",
          label: "Change Role",
          icon: UserCog,
          variant: "outline",
          disabled: !role.chosen || role.chosen === role.current,
          confirm: {
            description: role.chosen ? roleChangeText(user, role.chosen) : "",
            pending: setRole.isPending,
            onConfirm: () => role.chosen && setRole.mutate({ user, role: role.chosen }, { onSettled: close }),
          },
        },
      ],
    },
    {
      title: "Account Status",
      detail: <StatusBadge user={user} />,
      informative: true,
      actions: [
        {
          id: "ban",
          label: ban.label,
          permission: "users.ban",
          icon: user.isBanned ? UserCheck : Ban,
          variant: user.isBanned ? "outline" : "destructive",
          // The server refuses a superadmin's ban and one's own: the list, the palette and this page agree.
          disabled: !canBanUser(user, viewerId),
          confirm: {
            description: ban.description,
            destructive: !user.isBanned,
            pending: setBanned.isPending,
            onConfirm: () => setBanned.mutate({ id: user.id, isBanned: !user.isBanned }, { onSettled: close }),
          },
        },
      ],
    },
    {
      title: "Sessions",
      detail: <Hint>End every signed-in session of this user.</Hint>,
      actions: [
        {
          id: "sessions",
          label: "Sign Out Everywhere",
          permission: "users.admin_rights",
          icon: LogOut,
          variant: "outline",
          disabled: user.isSuperadmin && !viewerIsSuperadmin,
          confirm: {
            description: signOutEverywhereText(user),
            destructive: true,
            pending: signOutEverywhere.isPending,
            onConfirm: () => signOutEverywhere.mutate(user.id, { onSettled: close }),
          },
        },
      ],
    },
    {
      title: "Second Factors",
      detail: <Hint>For an admin who lost their authenticator and recovery codes.</Hint>,
      // Only a superadmin holds users.reset_factors; their own factors they change on the Account page.
      hidden: !(can("users.reset_factors") && user.id !== viewerId && (user.isAdmin || user.isSuperadmin)),
      actions: [
        {
          id: "factors",
          label: "Reset Second Factors",
          permission: "users.reset_factors",
          icon: KeyRound,
          variant: "outline",
          confirm: {
            description: resetFactorsText(user),
            destructive: true,
            pending: resetFactors.isPending,
            onConfirm: () => resetFactors.mutate(user.id, { onSettled: close }),
          },
        },
      ],
    },
    {
      title: "Superadmin Actions",
      detail: <Hint>Send messages as this user.</Hint>,
      actions: [{ id: "takeControl", label: "Take Control", variant: "secondary", onClick: onTakeControl }],
    },
    {
      title: "Permanent Deletion",
      detail: (
        <Hint>
          {user.isBanned
            ? "Permanent: the account goes, its messages stay under the Deleted User account."
            : "Only a banned user can be deleted: ban them first, under Account Status."}
        </Hint>
      ),
      danger: true,
      actions: [
        {
          id: "delete",
          label: "Delete User",
          permission: "users.delete",
          icon: Trash2,
          variant: "destructive",
          disabled: user.isSuperadmin,
          // SPEC §4: deletion is offered only for a banned user.
          hidden: !user.isBanned,
          confirm: {
            title: "Permanently Delete User?",
            description: deleteConfirmText(user),
            destructive: true,
            pending: deleteUser.isPending,
            onConfirm: () => deleteUser.mutate(user, { onSettled: close, onSuccess: onDeleted }),
          },
        },
      ],
    },
  ];
  // A row whose every action the viewer's role rules out goes too, unless its badge informs. Take Control names no
  // permission: SPEC shows it to whoever reaches the screen, and the server refuses anyone but a superadmin in SPEC's words.
  const permitted = (action: UserAction) => !action.permission || can(action.permission);
  const shown = rows
    .filter((row) => !row.hidden && (row.informative || row.actions.some(permitted)))
    .map((row) => ({ ...row, actions: row.actions.filter((action) => !action.hidden && permitted(action)) }));
  return { rows: shown, open, setOpen, close };
}

type ShownRow = ReturnType<typeof useActionRows>["rows"][number];

/** A card's rows, separated: each its title and detail, and its buttons, which open their confirmation or act. */
function ActionRows({ rows, onOpen }: { rows: ShownRow[]; onOpen: (id: string) => void }) {
  return rows.map((row, index) => (
    <React.Fragment key={row.title}>
      {index > 0 ? <Separator /> : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <span className="text-sm font-medium">{row.title}</span>
          {row.detail}
        </div>
        <div className="flex gap-2">
          {row.actions.map(({ id, label, icon: Icon, variant, disabled, ...does }) => (
            <Button
              key={id}
              variant={variant}
              disabled={disabled}
              onClick={"confirm" in does ? () => onOpen(id) : does.onClick}
            >
              {Icon ? <Icon aria-hidden /> : null}
              {label}
            </Button>
          ))}
        </div>
      </div>
    </React.Fragment>
  ));
}

/**
 * The Access Control card, then the Danger Zone card across the page's width, and the confirmation of each action
 * that has one. Delete sits in a card of its own: were it in Ban's row, banning would put it under the pointer that
 * had just pressed Ban, one double-click from a deletion.
 */
export function UserActions(props: UserActionsProps) {
  const { rows, open, setOpen, close } = useActionRows(props);
  const dangerRows = rows.filter((row) => row.danger);
  const dangerTitleId = React.useId();
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Access Control</CardTitle>
          <CardDescription>Roles and account status</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <ActionRows rows={rows.filter((row) => !row.danger)} onOpen={setOpen} />
        </CardContent>
      </Card>
      {dangerRows.length > 0 ? (
        <Card role="region" aria-labelledby={dangerTitleId} className="border-destructive/50 lg:col-span-2">
          <CardHeader>
            <CardTitle id={dangerTitleId} className="text-destructive">
              Danger Zone
            </CardTitle>
            <CardDescription>Changes that cannot be undone</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-6">
            <ActionRows rows={dangerRows} onOpen={setOpen} />
          </CardContent>
        </Card>
      ) : null}
      {rows.flatMap((row) =>
        row.actions.flatMap((action) =>
          "confirm" in action
            ? [
                <ConfirmDialog
                  key={action.id}
                  open={open === action.id}
                  onOpenChange={(next) => !next && close()}
                  {...action.confirm}
                  title={action.confirm.title ?? `${action.label}?`}
                  confirmLabel={action.label}
                />,
              ]
            : [],
        ),
      )}
    </>
  );
}
