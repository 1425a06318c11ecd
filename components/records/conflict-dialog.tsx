"use client";

// "Changed by someone else": a save or delete made against an old version. Shows
// who changed the record and when (local time), the other admin's values beside
// yours, and lets the admin reload (drop theirs) or overwrite (save theirs again
// against the current version).
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { buttonVariants } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { ConflictAsked, ConflictChoice } from "@/lib/api-client/conflicts";
import { formatDate } from "@/lib/format";
import { conflictingFields } from "@/lib/records/conflict-fields";

export type ConflictDialogProps = { conflict: ConflictAsked | null; onChoose: (choice: ConflictChoice) => void };

export function ConflictDialog({ conflict, onChoose }: ConflictDialogProps) {
  const deleting = conflict?.method === "DELETE";
  const fields = conflict?.attempted ? conflictingFields(conflict.current, conflict.attempted) : [];
  const who = conflict?.changedBy ?? "Another admin";
  return (
    <AlertDialog open={conflict !== null} onOpenChange={(open) => !open && onChoose("reload")}>
      <AlertDialogContent className="sm:max-w-2xl">
        <AlertDialogHeader>
          <AlertDialogTitle>Changed by someone else</AlertDialogTitle>
          <AlertDialogDescription>
            {conflict &&
              `${who} changed this record at ${formatDate(conflict.changedAt, "", "long")}, after you opened it. `}
            {deleting
              ? "Reload to see the changes, or delete it anyway."
              : "Reload to see the changes and drop yours, or overwrite them with yours."}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {fields.length > 0 && (
          <Table aria-label="Their values and yours">
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Field</TableHead>
                <TableHead scope="col">Now (theirs)</TableHead>
                <TableHead scope="col">Yours</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {fields.map(({ field, label, theirs, yours }) => (
                <TableRow key={field}>
                  <TableHead scope="row" className="font-medium">
                    {label}
                  </TableHead>
                  <TableCell className="break-all">{theirs}</TableCell>
                  <TableCell className="break-all">{yours}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <AlertDialogFooter>
          {/* Cancel, Escape and the overlay close the dialog: each is Reload (onOpenChange above). */}
          <AlertDialogCancel>Reload</AlertDialogCancel>
          <AlertDialogAction
            className={deleting ? buttonVariants({ variant: "destructive" }) : undefined}
            onClick={(event) => {
              // Not a close: the choice itself closes the dialog.
              event.preventDefault();
              onChoose("overwrite");
            }}
          >
            {deleting ? "Delete Anyway" : "Overwrite"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
