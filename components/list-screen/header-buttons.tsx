"use client";

import { Plus, Trash2, type LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useCan } from "@/hooks/use-permissions";
import type { Permission } from "@/lib/permissions/catalogue";

/** The header's button that opens the add form; shown only to an admin holding `permission`. */
export function AddButton({
  label,
  icon: Icon = Plus,
  onClick,
  permission,
}: {
  label: string;
  icon?: LucideIcon;
  onClick: () => void;
  permission: Permission;
}) {
  if (!useCan(permission)) return null;
  return (
    <Button onClick={onClick}>
      <Icon aria-hidden />
      {label}
    </Button>
  );
}

/** SPEC §2's "Delete Selected (N)", shown while rows are selected; it opens the confirmation. */
export function DeleteSelectedButton({ count, onClick }: { count: number; onClick: () => void }) {
  if (count === 0) return null;
  return (
    <Button variant="destructive" onClick={onClick}>
      <Trash2 aria-hidden />
      Delete Selected ({count})
    </Button>
  );
}
