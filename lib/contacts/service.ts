// Contacts (SPEC §2, §5, §7 CRM): a searched, keyset-paged list and audited
// create, update and delete on the record kit (lib/records/audited-change.ts).
import type { SessionUser } from "@/lib/auth/session/session";
import { notFound } from "@/lib/api/errors";
import { searchPage } from "@/lib/api/indexed-search";
import { keysetPage } from "@/lib/api/keyset";
import type { Page } from "@/lib/api/page";
import { matchEveryTerm } from "@/lib/api/search";
import { personName } from "@/lib/audit/labels";
import type { Prisma } from "@/lib/generated/prisma/client";
import { contactSelect, type ContactRecord } from "@/lib/contacts/record";
import {
  createRecord,
  deleteRecord,
  updateRecord,
  type RecordChange,
  type ManyReader,
  type RecordKind,
} from "@/lib/records/audited-change";
import type { BulkEditResult } from "@/lib/records/bulk-result";
import { matchingIds, updateRecords } from "@/lib/records/bulk-update";
import type { Reference } from "@/lib/records/rows";
import { CONTACT_ERRORS } from "@/lib/contacts/messages";
import type {
  BulkEditContacts,
  ContactFilter,
  ContactFormValues,
  ContactPatch,
  ListContactsQuery,
} from "@/lib/contacts/schema";

const SEARCH_FIELDS = ["email", "firstName", "lastName", "phone"] as const;

/** SPEC §5: case-insensitive over email, first name, last name and phone; every word must match one of them. */
export function contactFilterWhere(filter: ContactFilter): Prisma.ContactWhereInput {
  return {
    ...(filter.status === "all" ? {} : { status: filter.status }),
    AND: matchEveryTerm(filter.search, SEARCH_FIELDS),
  };
}

/** GET /api/admin/contacts: newest first; the count is exact unless a search of short words matches very many (lib/api/indexed-search.ts). */
export async function listContacts(query: ListContactsQuery): Promise<Page<ContactRecord>> {
  const where = contactFilterWhere(query);
  return searchPage(query.search, {
    page: (client) =>
      keysetPage(query, (args) =>
        client.contact.findMany({ ...args, where: { AND: [where, args.where] }, select: contactSelect }),
      ),
    count: (client, take) => client.contact.count({ where, take }),
  });
}

const contactNotFound = () => notFound(CONTACT_ERRORS.notFound);

/** What the record kit knows of a contact (also the CSV import's updates, lib/contacts/import.ts). */
export const contactKind: RecordKind<ContactRecord, "contact"> & ManyReader<ContactRecord> = {
  type: "contact",
  noun: "contact",
  table: "contacts",
  select: contactSelect,
  read: (tx, id) => tx.contact.findUniqueOrThrow({ where: { id }, select: contactSelect }),
  readMany: (tx, ids) => tx.contact.findMany({ where: { id: { in: ids } }, select: contactSelect }),
  label: personName,
  notFound: contactNotFound,
};

/** The company a contact names: it must exist, and stays until the change commits. */
const companyOf = (companyId: string | null | undefined): Reference[] => [
  ["companies", companyId, CONTACT_ERRORS.companyNotFound],
];

export function createContact(actor: SessionUser, data: ContactFormValues): Promise<ContactRecord> {
  return createRecord(contactKind, actor, (tx) => tx.contact.create({ data, select: contactSelect }), {
    references: companyOf(data.companyId),
  });
}

/** PATCH /api/admin/contacts/{id}: the fields the body names; the others keep their values. */
export function updateContact(actor: SessionUser, change: RecordChange, patch: ContactPatch): Promise<ContactRecord> {
  return updateRecord(
    contactKind,
    actor,
    change,
    (tx) => tx.contact.update({ where: { id: change.id }, data: patch, select: contactSelect }),
    { references: companyOf(patch.companyId) },
  );
}

export type DeleteContactResult = { id: string; unlinked: { deals: number; activities: number } };

/**
 * DELETE /api/admin/contacts/{id}: to the trash; deals and activities that name the contact
 * stay, without it (docs/decisions/crm.md), and get it back if it is restored.
 */
export async function deleteContact(actor: SessionUser, change: RecordChange): Promise<DeleteContactResult> {
  const { unlinked } = await deleteRecord(contactKind, actor, change);
  return { id: change.id, unlinked: { deals: unlinked.deals ?? 0, activities: unlinked.activities ?? 0 } };
}

/** PATCH /api/admin/contacts: the same status and/or company for many contacts; the company must exist. */
export function bulkUpdateContacts(
  actor: SessionUser,
  { change, ...target }: BulkEditContacts,
): Promise<BulkEditResult> {
  return updateRecords(
    contactKind,
    actor,
    target,
    (filter) => matchingIds((tx) => tx.contact, contactFilterWhere(filter)),
    {
      patch: change,
      write: (tx, ids) => tx.contact.updateMany({ where: { id: { in: ids } }, data: change }),
      references: companyOf(change.companyId),
    },
  );
}
