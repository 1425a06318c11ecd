import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";

type SubmitFooterProps = {
  label: string;
  pending: boolean;
  onCancel: () => void;
  /** Both buttons wait, without the spinner (other work runs). */ disabled?: boolean;
};

/** The footer of every form dialog: Cancel, and a submit button that spins and stays disabled while saving. */
export function SubmitFooter({ label, pending, onCancel, disabled = false }: SubmitFooterProps) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" disabled={pending || disabled} onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending || disabled}>
        {pending ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {label}
      </Button>
    </DialogFooter>
  );
}
