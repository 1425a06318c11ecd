import { Pencil } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * "Edit Selected (N)", shown while rows are selected; it opens the bulk edit. A file of its own, so screens
 * without bulk edit (the library) do not carry it (page weight).
 */
export function EditSelectedButton({ count, onClick }: { count: number; onClick: () => void }) {
  if (count === 0) return null;
  return (
    <Button variant="outline" onClick={onClick}>
      <Pencil aria-hidden />
      Edit Selected ({count})
    </Button>
  );
}
