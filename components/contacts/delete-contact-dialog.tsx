"use client";

import { contactName } from "@/lib/contacts/display";
import { useDeleteContact } from "@/components/contacts/use-contact-mutations";
import { DeleteRecordDialog } from "@/components/list-screen/delete-record-dialog";
import { CONTACTS_TEXT } from "@/lib/contacts/messages";
import type { ContactRow } from "@/lib/contacts/schema";

type DeleteContactDialogProps = { contact: ContactRow | null; open: boolean; onOpenChange: (open: boolean) => void };

export function DeleteContactDialog({ contact, ...dialog }: DeleteContactDialogProps) {
  return (
    <DeleteRecordDialog
      {...dialog}
      record={contact}
      remove={useDeleteContact()}
      title={contact ? `Delete ${contactName(contact)}?` : "Delete contact?"}
      description={CONTACTS_TEXT.deleteConfirm}
    />
  );
}
