// The staff notes card as the user page draws it at once, while the card's code is on its way: the box's place for
// a writer above the notes' skeleton, so nothing moves when the card arrives.
import { Skeleton } from "@/components/ui/skeleton";
import { UserFileCardPlaceholder } from "@/components/users/user-file-placeholder";
import { useCan } from "@/hooks/use-permissions";
import type { PlaceholderProps } from "@/lib/loading/near-viewport-part";

export function UserNotesPlaceholder(props: PlaceholderProps) {
  const mayWrite = useCan("notes.update");
  return (
    <UserFileCardPlaceholder {...props}>
      {mayWrite ? (
        <div className="grid gap-2">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-8 w-24 justify-self-end" />
        </div>
      ) : null}
    </UserFileCardPlaceholder>
  );
}
