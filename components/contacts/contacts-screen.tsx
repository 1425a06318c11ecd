"use client";

import * as React from "react";
import { contactColumns } from "@/components/contacts/contact-columns";
import { ImportButton } from "@/components/csv-import/import-button";
import { ExportButton } from "@/components/data-table/export-button";
import { ListToolbar } from "@/components/data-table/list-toolbar";
import { AddButton } from "@/components/list-screen/header-buttons";
import { ListScreen } from "@/components/list-screen/list-screen";
import { ListSearch } from "@/components/list-screen/list-search";
import { ListSelect } from "@/components/list-screen/list-select";
import { PagedListCard } from "@/components/list-screen/paged-list-card";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import { usePagedList, type InitialList } from "@/hooks/use-paged-list";
import { useRowDialog } from "@/hooks/use-row-dialog";
import { CONTACT_STATUS_FILTER, CONTACTS_TEXT } from "@/lib/contacts/messages";
import { contactsKeys } from "@/lib/contacts/query-keys";
import type { ContactRow, ListContactsQuery } from "@/lib/contacts/schema";

const loadSchema = () => import("@/lib/contacts/schema").then((module) => module.listContactsQuerySchema);

const ContactFormDialog = lazyDialog(() =>
  import("@/components/contacts/contact-form-dialog").then((module) => module.ContactFormDialog),
);
const DeleteContactDialog = lazyDialog(() =>
  import("@/components/contacts/delete-contact-dialog").then((module) => module.DeleteContactDialog),
);

export function ContactsScreen(initial: InitialList<ListContactsQuery, ContactRow>) {
  const list = usePagedList({ ...initial, loadSchema, queryKey: contactsKeys.list });
  const { query } = list;
  const dialog = useRowDialog<ContactRow, "form" | "delete">();
  const { show } = dialog;
  const columns = React.useMemo(
    () =>
      contactColumns({ onEdit: (contact) => show("form", contact), onDelete: (contact) => show("delete", contact) }),
    [show],
  );

  return (
    <ListScreen
      title={CONTACTS_TEXT.title}
      subtitle="Manage your contacts and leads"
      actions={
        <>
          <ExportButton route="/api/admin/contacts/export" filters={{ search: query.search, status: query.status }} />
          <ImportButton resource="contacts" />
          <AddButton label="Add Contact" onClick={() => show("form")} />
        </>
      }
      dialogs={
        <>
          <ContactFormDialog {...dialog.props("form")} contact={dialog.record} />
          <DeleteContactDialog {...dialog.props("delete")} contact={dialog.record} />
        </>
      }
    >
      <PagedListCard
        list={list}
        title="All Contacts"
        unit={CONTACTS_TEXT.countUnit}
        toolbar={
          <ListToolbar>
            <ListSearch list={list} label="Search contacts" placeholder="Search by name, email, or phone..." />
            <ListSelect list={list} name="status" label="Filter by status" options={CONTACT_STATUS_FILTER} />
          </ListToolbar>
        }
        columns={columns}
        noun="contacts"
        empty={{ title: CONTACTS_TEXT.empty }}
        rowTestId="contact-row"
      />
    </ListScreen>
  );
}
