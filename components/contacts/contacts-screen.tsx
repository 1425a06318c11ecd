"use client";

import * as React from "react";
import { contactColumns } from "@/components/contacts/contact-columns";
import { ImportButton } from "@/components/csv-import/import-button";
import { ExportButton } from "@/components/data-table/export-button";
import { ListToolbar } from "@/components/data-table/list-toolbar";
import type { BulkEditOption } from "@/components/bulk-edit/bulk-edit-dialog";
import { AddButton } from "@/components/list-screen/header-buttons";
import { ListScreen } from "@/components/list-screen/list-screen";
import { ListSearch } from "@/components/list-screen/list-search";
import { ListSelect } from "@/components/list-screen/list-select";
import { PagedListCard } from "@/components/list-screen/paged-list-card";
import { SelectAllMatching } from "@/components/list-screen/select-all-matching";
import { SelectionActions } from "@/components/list-screen/selection-actions";
import { lazyDialog } from "@/lib/loading/lazy-dialog";
import { usePagedList, type InitialList } from "@/hooks/use-paged-list";
import { useRowDialog } from "@/hooks/use-row-dialog";
import { useVersionedSelection } from "@/hooks/use-selection-of";
import { CONTACT_STATUSES, CONTACT_STATUS_FILTER, CONTACT_STATUS_LABELS, CONTACTS_TEXT } from "@/lib/contacts/messages";
import { contactName } from "@/lib/contacts/display";
import { selectionTarget } from "@/lib/records/bulk-target";
import { contactsKeys } from "@/lib/contacts/query-keys";
import type { ContactRow, ListContactsQuery } from "@/lib/contacts/schema";

const loadSchema = () => import("@/lib/contacts/schema").then((module) => module.listContactsQuerySchema);

const ContactFormDialog = lazyDialog(() =>
  import("@/components/contacts/contact-form-dialog").then((module) => module.ContactFormDialog),
);
const DeleteContactDialog = lazyDialog(() =>
  import("@/components/contacts/delete-contact-dialog").then((module) => module.DeleteContactDialog),
);

const CONTACT_CHANGES: BulkEditOption[] = [
  ...CONTACT_STATUSES.map((status) => ({ label: `Set to ${CONTACT_STATUS_LABELS[status]}`, change: { status } })),
  { label: "Set company", pick: "company", changeTo: (companyId) => ({ companyId }) },
  { label: "Remove company", change: { companyId: null } },
];
const NOUN = { one: "contact", many: "contacts" };

export function ContactsScreen(initial: InitialList<ListContactsQuery, ContactRow>) {
  const list = usePagedList({ ...initial, loadSchema, queryKey: contactsKeys.list });
  const { data, query } = list;
  const selection = useVersionedSelection(data?.items, list.filterKey);
  const count = selection.count(data?.total ?? 0);
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
          <SelectionActions
            count={count}
            edit={{
              noun: NOUN,
              path: "/api/admin/contacts",
              invalidate: [contactsKeys.all],
              options: CONTACT_CHANGES,
              target: () =>
                selectionTarget(selection, { search: query.search, status: query.status }, data?.total ?? 0),
              onDone: selection.clear,
            }}
          />
          <ExportButton
            route="/api/admin/contacts/export"
            filters={{ search: query.search, status: query.status }}
            permission="contacts.export"
          />
          <ImportButton resource="contacts" />
          <AddButton label="Add Contact" onClick={() => show("form")} permission="contacts.update" />
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
          <>
            <ListToolbar>
              <ListSearch list={list} label="Search contacts" placeholder="Search by name, email, or phone..." />
              <ListSelect list={list} name="status" label="Filter by status" options={CONTACT_STATUS_FILTER} />
            </ListToolbar>
            <SelectAllMatching page={data} selection={selection} noun="contacts" />
          </>
        }
        columns={columns}
        noun="contacts"
        empty={{ title: CONTACTS_TEXT.empty }}
        selection={{ state: selection, rowLabel: contactName, permission: "contacts.update" }}
        rowTestId="contact-row"
      />
    </ListScreen>
  );
}
