// Contacts (SPEC §2, §5, §7 CRM): a searched, keyset-paged list and audited
// create, update and delete. Every change runs in one transaction with its audit entry.
import type { SessionUser } from "@/lib/auth/session";
import { badRequest, notFound } from "@/lib/api/errors";
import { searchPage } from "@/lib/api/indexed-search";
import { keysetPage } from "@/lib/api/keyset";
import type { Page } from "@/lib/api/page";
import { matchEveryTerm } from "@/lib/api/search";
import { personName } from "@/lib/audit/labels";
import { recordAudit } from "@/lib/audit/record";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { holdReference, lockRow } from "@/lib/crm/rows";
import { CONTACT_ERRORS } from "@/lib/contacts/messages";
import {
  contactFormSchema,
  type ContactFilter,
  type ContactFormInput,
  type ListContactsQuery,
} from "@/lib/contacts/schema";

type Tx = Prisma.TransactionClient;

export const contactSelect = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  companyId: true,
  status: true,
  source: true,
  createdAt: true,
  updatedAt: true,
  company: { select: { id: true, name: true } },
} satisfies Prisma.ContactSelect;

export type ContactRecord = Prisma.ContactGetPayload<{ select: typeof contactSelect }>;

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
const companyNotFound = () => badRequest(CONTACT_ERRORS.companyNotFound);

/** What the audit log keeps of a contact: its own columns. */
function auditView(contact: ContactRecord) {
  const { firstName, lastName, email, phone, companyId, status, source } = contact;
  return { firstName, lastName, email, phone, companyId, status, source };
}

/** Locks the row for the rest of the transaction, so "before" is what the change replaced. */
async function lockContact(tx: Tx, id: string): Promise<ContactRecord> {
  if (!(await lockRow(tx, "contacts", id))) throw contactNotFound();
  return tx.contact.findUniqueOrThrow({ where: { id }, select: contactSelect });
}

/** The linked company must exist, and stay until we commit (a key-share lock). */
async function assertCompanyExists(tx: Tx, companyId: string | null): Promise<void> {
  if (companyId && !(await holdReference(tx, "companies", companyId))) throw companyNotFound();
}

export async function createContact(actor: SessionUser, input: ContactFormInput): Promise<ContactRecord> {
  const data = contactFormSchema.parse(input);
  return db.$transaction(async (tx) => {
    await assertCompanyExists(tx, data.companyId);
    const contact = await tx.contact.create({ data, select: contactSelect });
    await recordAudit(tx, {
      actor,
      action: "contact.create",
      targetType: "contact",
      targetId: contact.id,
      targetLabel: personName(contact),
      details: { before: null, after: auditView(contact) },
    });
    return contact;
  });
}

/** PATCH /api/admin/contacts/{id}: the whole contact, as the form sends it. */
export async function updateContact(actor: SessionUser, id: string, input: ContactFormInput): Promise<ContactRecord> {
  const data = contactFormSchema.parse(input);
  return db.$transaction(async (tx) => {
    // Parents first, then the row: the order company deletes lock in (lib/crm/rows.ts).
    await assertCompanyExists(tx, data.companyId);
    const before = await lockContact(tx, id);
    const contact = await tx.contact.update({ where: { id }, data, select: contactSelect });
    await recordAudit(tx, {
      actor,
      action: "contact.update",
      targetType: "contact",
      targetId: id,
      targetLabel: personName(contact),
      details: { before: auditView(before), after: auditView(contact) },
    });
    return contact;
  });
}

export type DeleteContactResult = { id: string; unlinked: { deals: number; activities: number } };

/**
 * DELETE /api/admin/contacts/{id}: deals and activities that name the contact
 * stay, without it (docs/decisions.md). The foreign keys would set null too;
 * doing it here counts exactly what was unlinked, for the audit entry.
 */
export async function deleteContact(actor: SessionUser, id: string): Promise<DeleteContactResult> {
  return db.$transaction(async (tx) => {
    const before = await lockContact(tx, id);
    const deals = await tx.deal.updateMany({ where: { contactId: id }, data: { contactId: null } });
    const activities = await tx.activity.updateMany({ where: { contactId: id }, data: { contactId: null } });
    await tx.contact.delete({ where: { id } });
    const unlinked = { deals: deals.count, activities: activities.count };
    await recordAudit(tx, {
      actor,
      action: "contact.delete",
      targetType: "contact",
      targetId: id,
      targetLabel: personName(before),
      details: { before: auditView(before), after: null, unlinked },
    });
    return { id, unlinked };
  });
}
