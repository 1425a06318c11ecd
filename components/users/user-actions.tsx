"use client";

// The user details screen's Access Control card as data: each row a title, what it shows (a badge or
// a line of help) and its buttons, each button with the confirmation it opens. One component draws
// them all, so a new action is a new entry, not another copy of a row and a dialog.
import * as React from "react";
import { Ban, KeyRound, LogOut, ShieldCheck, ShieldOff, Trash2, UserCheck, type LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { ConfirmDialogProps } from "@/components/ui/confirm-dialog-content";
import { Separator } from "@/components/ui/separator";
import { RoleBadge, StatusBadge } from "@/components/users/user-badges";
import {
  useDeleteUser,
  useResetFactors,
  useSetAdmin,
  useSetBanned,
  useSignOutEverywhere,
} from "@/components/users/use-user-mutations";
import { userHandle } from "@/lib/users/display";
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
} & ({ confirm: Confirmation } | { onClick: () => void });

type ActionRow = { title: string; detail: React.ReactNode; actions: UserAction[]; hidden?: boolean };

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
  const [open, setOpen] = React.useState<string | null>(null);
  const close = () => setOpen(null);
  const handle = userHandle(user);
  const adminLabel = user.isAdmin ? "Remove Admin Rights" : "Grant Admin Rights";
  const banLabel = user.isBanned ? "Unban User" : "Ban User";

  const rows: ActionRow[] = [
    {
      title: "User Role",
      detail: <RoleBadge user={user} />,
      actions: [
        {
          id: "admin",
          label: adminLabel,
          icon: user.isAdmin ? ShieldOff : ShieldCheck,
          variant: "outline",
          disabled: user.isSuperadmin,
          confirm: {
            description: user.isAdmin
              ? `${handle} will no longer be able to use this panel.`
              : `${handle} will be able to manage users, channels and content in this panel.`,
            pending: setAdmin.isPending,
            onConfirm: () => setAdmin.mutate({ id: user.id, isAdmin: !user.isAdmin }, { onSettled: close }),
          },
        },
      ],
    },
    {
      title: "Account Status",
      detail: <StatusBadge user={user} />,
      actions: [
        {
          id: "ban",
          label: banLabel,
          icon: user.isBanned ? UserCheck : Ban,
          variant: user.isBanned ? "outline" : "destructive",
          disabled: user.isSuperadmin,
          confirm: {
            description: user.isBanned
              ? `${handle} will be able to use the chat app again.`
              : `${handle} will be blocked from the chat app.`,
            destructive: !user.isBanned,
            pending: setBanned.isPending,
            onConfirm: () => setBanned.mutate({ id: user.id, isBanned: !user.isBanned }, { onSettled: close }),
          },
        },
        {
          id: "delete",
          label: "Delete User",
          icon: Trash2,
          variant: "destructive",
          disabled: user.isSuperadmin,
          // SPEC §4: deletion is offered only for a banned user.
          hidden: !user.isBanned,
          confirm: {
            title: "Permanently Delete User?",
            description: `This cannot be undone. ${handle} is deleted with their API keys, sessions and purchases; their messages are removed from the account and kept under the Deleted User account.`,
            destructive: true,
            pending: deleteUser.isPending,
            onConfirm: () => deleteUser.mutate(user, { onSettled: close, onSuccess: onDeleted }),
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
          icon: LogOut,
          variant: "outline",
          disabled: user.isSuperadmin && !viewerIsSuperadmin,
          confirm: {
            description: `Every session of ${handle} ends now, on every device; they have to sign in again.`,
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
      // A superadmin may reset another admin's second factors; their own they change on the Account page.
      hidden: !(viewerIsSuperadmin && user.id !== viewerId && (user.isAdmin || user.isSuperadmin)),
      actions: [
        {
          id: "factors",
          label: "Reset Second Factors",
          icon: KeyRound,
          variant: "outline",
          confirm: {
            description: `The authenticator app and recovery codes of ${handle} are removed and every session of theirs ends. They sign in with their password alone, and set up a new factor if their role requires one.`,
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
  ];
  const shown = rows
    .filter((row) => !row.hidden)
    .map((row) => ({ ...row, actions: row.actions.filter((action) => !action.hidden) }));
  return { rows: shown, open, setOpen, close };
}

/** The Access Control card's rows, separated, and the confirmation of each action that has one. */
export function UserActions(props: UserActionsProps) {
  const { rows, open, setOpen, close } = useActionRows(props);
  return (
    <>
      {rows.map((row, index) => (
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
                  onClick={"confirm" in does ? () => setOpen(id) : does.onClick}
                >
                  {Icon ? <Icon aria-hidden /> : null}
                  {label}
                </Button>
              ))}
            </div>
          </div>
        </React.Fragment>
      ))}
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
