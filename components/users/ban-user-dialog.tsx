"use client";

// Ban User / Unban User away from the user's page: the users list's row menu and the command palette. The same words
// as on that page (banConfirmText), the same call, so the server's rules (no superadmin, not oneself) and its
// step-up (unbanning an admin gives the panel back) hold alike; fetched when it first opens.
import { ConfirmDialogContent } from "@/components/ui/confirm-dialog-content";
import { useSetBanned } from "@/components/users/use-user-mutations";
import { banConfirmText } from "@/lib/users/confirm-text";
import type { UserRow } from "@/lib/users/schema";

export type BanTarget = Pick<
  UserRow,
  "id" | "handle" | "firstName" | "lastName" | "email" | "isAdmin" | "isBanned" | "isSuperadmin"
>;

type BanUserDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; user: BanTarget | null };

export function BanUserDialog({ open, onOpenChange, user }: BanUserDialogProps) {
  const setBanned = useSetBanned();
  if (!user) return null;
  const { label, description } = banConfirmText(user);
  return (
    <ConfirmDialogContent
      open={open}
      onOpenChange={onOpenChange}
      title={`${label}?`}
      description={description}
      confirmLabel={label}
      destructive={!user.isBanned}
      pending={setBanned.isPending}
      onConfirm={() =>
        setBanned.mutate({ id: user.id, isBanned: !user.isBanned }, { onSettled: () => onOpenChange(false) })
      }
    />
  );
}
