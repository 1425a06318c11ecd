import { Plus, Trash2, type LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The header's button that opens the add form. */
export function AddButton({
  label,
  icon: Icon = Plus,
  onClick,
}: {
  label: string;
  icon?: LucideIcon;
  onClick: () => void;
}) {
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
