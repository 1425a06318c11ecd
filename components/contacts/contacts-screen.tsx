"use client";

import * as React from "react";
import { Plus } from "lucide-react";
import { contactColumns } from "@/components/contacts/contact-columns";
import { ContactsFilters } from "@/components/contacts/contacts-filters";
import { DataTable } from "@/components/data-table/data-table";
import { ExportButton } from "@/components/data-table/export-button";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CursorPager } from "@/components/ui/cursor-pager";
import { usePagedList } from "@/hooks/use-paged-list";
import type { Page } from "@/lib/api/page";
import { CONTACTS_TEXT, contactCount } from "@/lib/contacts/messages";
import { contactsKeys } from "@/lib/contacts/query-keys";
import type { ContactRow, ListContactsQuery } from "@/lib/contacts/schema";
import { lazyDialog } from "@/components/ui/lazy-dialog";

const loadQuerySchema = () => import("@/lib/contacts/schema").then((module) => module.listContactsQuerySchema);

const ContactFormDialog = lazyDialog(() =>
  import("@/components/contacts/contact-form-dialog").then((module) => module.ContactFormDialog),
);
const DeleteContactDialog = lazyDialog(() =>
  import("@/components/contacts/delete-contact-dialog").then((module) => module.DeleteContactDialog),
);

type Dialog = { kind: "form" | "delete"; open: boolean; contact: ContactRow | null };

export function ContactsScreen({
  initialPage,
  initialQuery,
  defaults,
}: {
  initialPage: Page<ContactRow>;
  initialQuery: ListContactsQuery;
  defaults: ListContactsQuery;
}) {
  const list = usePagedList({
    loadSchema: loadQuerySchema,
    defaults,
    queryKey: contactsKeys.list,
    initialPage,
    initialQuery,
  });
  const { data, query } = list;
  // The record stays while a dialog closes, so its title and fields do not change during the animation.
  const [dialog, setDialog] = React.useState<Dialog>({ kind: "form", open: false, contact: null });
  const setOpen = (open: boolean) => setDialog((current) => ({ ...current, open }));
  const columns = React.useMemo(
    () =>
      contactColumns({
        onEdit: (contact) => setDialog({ kind: "form", open: true, contact }),
        onDelete: (contact) => setDialog({ kind: "delete", open: true, contact }),
      }),
    [],
  );

  return (
    <>
      <PageHeader
        title={CONTACTS_TEXT.title}
        subtitle="Manage your contacts and leads"
        actions={
          <>
            <ExportButton route="/api/admin/contacts/export" filters={{ search: query.search, status: query.status }} />
            <Button onClick={() => setDialog({ kind: "form", open: true, contact: null })}>
              <Plus aria-hidden />
              Add Contact
            </Button>
          </>
        }
      />
      <Card>
        <CardHeader>
          <CardTitle>All Contacts</CardTitle>
          <CardDescription aria-live="polite">
            {list.isPending
              ? "Loading contacts..."
              : list.isError
                ? "Could not load contacts."
                : contactCount(data?.total ?? 0, data?.totalExact)}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <ContactsFilters
            search={list.searchInput}
            onSearchChange={list.setSearchInput}
            status={query.status}
            onStatusChange={(status) => list.setFilter({ status })}
          />
          <div className={list.isRefreshing ? "opacity-60 transition-opacity" : undefined}>
            <DataTable
              columns={columns}
              rows={data?.items}
              loading={list.isPending}
              error={list.isError}
              onRetry={() => void list.refetch()}
              noun="contacts"
              empty={{ title: CONTACTS_TEXT.empty }}
              rowTestId="contact-row"
            />
          </div>
          <CursorPager prevCursor={data?.prevCursor} nextCursor={data?.nextCursor} onPage={list.setCursor} />
        </CardContent>
      </Card>
      <ContactFormDialog open={dialog.kind === "form" && dialog.open} onOpenChange={setOpen} contact={dialog.contact} />
      <DeleteContactDialog
        open={dialog.kind === "delete" && dialog.open}
        onOpenChange={setOpen}
        contact={dialog.contact}
      />
    </>
  );
}
