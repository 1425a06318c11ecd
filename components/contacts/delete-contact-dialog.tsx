"use client";

import { contactName } from "@/lib/contacts/display";
import { useDeleteContact } from "@/components/contacts/use-contact-mutations";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CONTACTS_TEXT } from "@/lib/contacts/messages";
import type { ContactRow } from "@/lib/contacts/schema";

type DeleteContactDialogProps = { contact: ContactRow | null; open: boolean; onOpenChange: (open: boolean) => void };

export function DeleteContactDialog({ contact, open, onOpenChange }: DeleteContactDialogProps) {
  const deleteContact = useDeleteContact();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={contact ? `Delete ${contactName(contact)}?` : "Delete contact?"}
      description={CONTACTS_TEXT.deleteConfirm}
      confirmLabel="Delete"
      destructive
      pending={deleteContact.isPending}
      onConfirm={() => contact && deleteContact.mutate(contact, { onSettled: () => onOpenChange(false) })}
    />
  );
}
