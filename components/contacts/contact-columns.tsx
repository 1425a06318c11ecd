"use client";

import type { ColumnDef } from "@/components/data-table/data-table";
import { RowActions } from "@/components/data-table/row-actions";
import { ContactStatusBadge } from "@/components/contacts/contact-display";
import { contactName } from "@/lib/contacts/display";
import { CONTACTS_TEXT } from "@/lib/contacts/messages";
import type { ContactRow } from "@/lib/contacts/schema";

type Actions = { onEdit: (contact: ContactRow) => void; onDelete: (contact: ContactRow) => void };

const orDash = (value: string | null | undefined) => value || CONTACTS_TEXT.blank;

/** SPEC §2: Name, Email, Phone, Status, Source, Actions (plus the linked company); blanks show a dash. */
export function contactColumns({ onEdit, onDelete }: Actions): ColumnDef<ContactRow>[] {
  return [
    {
      id: "name",
      header: "Name",
      // The widest values of these columns together still fit at 1280 beside the sidebar; the email's bound is the
      // widest, so an address of the usual length shows whole (a name truncates first, with its title).
      meta: { className: "max-w-40 truncate font-medium" },
      cell: (row) => <span title={contactName(row)}>{contactName(row)}</span>,
    },
    {
      id: "email",
      header: "Email",
      meta: { className: "max-w-72 truncate" },
      cell: (row) => <span title={row.email ?? undefined}>{orDash(row.email)}</span>,
    },
    {
      id: "phone",
      header: "Phone",
      meta: { className: "whitespace-nowrap" },
      cell: (row) => orDash(row.phone),
    },
    {
      id: "company",
      header: "Company",
      meta: { className: "max-w-32 truncate" },
      cell: (row) => orDash(row.company?.name),
    },
    {
      id: "status",
      header: "Status",
      cell: (row) => <ContactStatusBadge status={row.status} />,
    },
    {
      // The least needed column: hidden below 2xl so the table fits at 1280 beside the sidebar.
      id: "source",
      header: "Source",
      meta: { className: "max-w-40 truncate", showFrom: "2xl" },
      cell: (row) => orDash(row.source),
    },
    {
      id: "actions",
      header: "Actions",
      meta: { className: "w-24 text-right", permission: "contacts.update" },
      cell: (row) => <RowActions label={contactName(row)} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />,
    },
  ];
}
