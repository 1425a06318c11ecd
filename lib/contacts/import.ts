// Contacts from a CSV file (docs/decisions/csv-import.md): each row validated as the contact form
// validates it, duplicates found by email (without case), the company named by
// its name among existing companies.
import "server-only";
import type { z } from "zod";
import type { PanelSession } from "@/lib/auth/session/session";
import { COMPANY_VALIDATION } from "@/lib/companies/messages";
import { CONTACT_ERRORS } from "@/lib/contacts/messages";
import type { ContactImportField } from "@/lib/contacts/import-fields";
import type { ContactRecord } from "@/lib/contacts/record";
import { contactFormSchema } from "@/lib/contacts/schema";
import { contactKind } from "@/lib/contacts/service";
import { optionalText } from "@/lib/validation/fields";
import { checkRow, filled, formInput } from "@/lib/csv-import/cells";
import { runImport, type ImportKind, type ImportRow } from "@/lib/csv-import/run";
import type { ImportQuery, ImportResult } from "@/lib/csv-import/schema";
import { Prisma } from "@/lib/generated/prisma/client";

type Tx = Prisma.TransactionClient;

const contactRowSchema = contactFormSchema
  .omit({ companyId: true })
  .extend({ company: optionalText(200, COMPANY_VALIDATION.nameTooLong) });
/** A valid row; `companyId` is filled in from the company's name when the batch is written. */
type ContactRowValues = z.output<typeof contactRowSchema> & { companyId?: string | null };
type Row = ImportRow<ContactImportField, ContactRowValues>;

/** A company's name as rows and records are compared: trimmed, without case. */
const nameKey = (name: string) => name.trim().toLowerCase();

/** The company each row names: the oldest of that name (names are not unique), held until the import commits. */
async function resolveCompanies(tx: Tx, rows: Row[]): Promise<(string | null)[]> {
  const names = [...new Set(rows.flatMap(({ values }) => (values.company ? [nameKey(values.company)] : [])))];
  if (names.length === 0) return [];
  const found = await tx.$queryRaw<{ id: string; key: string }[]>`
    SELECT c."id", k."key" FROM "companies" AS c JOIN unnest(${names}::text[]) AS k("key") ON lower(btrim(c."name")) = k."key"
     ORDER BY c."created_at", c."id" FOR KEY SHARE OF c`;
  const ids = new Map<string, string>();
  for (const { id, key } of found) if (!ids.has(key)) ids.set(key, id);
  return rows.map(({ values }) => {
    if (!values.company) return null;
    values.companyId = ids.get(nameKey(values.company));
    return values.companyId ? null : CONTACT_ERRORS.companyNotFound;
  });
}

/** A column of the batch as an array parameter. */
const column = (rows: Row[], pick: (row: Row) => string | null | undefined) => rows.map((row) => pick(row) ?? null);

async function insertContacts(tx: Tx, rows: Row[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO "contacts" ("id", "first_name", "last_name", "email", "phone", "company_id", "status", "source")
    SELECT gen_random_uuid()::text, r."first_name", r."last_name", r."email", r."phone", r."company_id", r."status"::"contact_status", r."source"
      FROM unnest(
        ${column(rows, (row) => row.values.firstName)}::text[], ${column(rows, (row) => row.values.lastName)}::text[],
        ${column(rows, (row) => row.values.email)}::text[], ${column(rows, (row) => row.values.phone)}::text[],
        ${column(rows, (row) => row.values.companyId)}::text[], ${column(rows, (row) => row.values.status)}::text[],
        ${column(rows, (row) => row.values.source)}::text[]
      ) AS r("first_name", "last_name", "email", "phone", "company_id", "status", "source")
    RETURNING "id"`;
  return inserted.map(({ id }) => id);
}

/** A field whose cell is blank stays as the record has it (null here, then COALESCE); names are always given. */
const given = (field: ContactImportField, pick: (row: Row) => string | null | undefined) => (row: Row) =>
  filled(row.cells, field) ? pick(row) : null;

/** The contacts of `ids` whose email a row has; one the row would leave as it is is not written (no version raised). */
async function updateContacts(tx: Tx, rows: Row[], ids: string[]) {
  if (rows.length === 0) return;
  const phone = given("phone", (row) => row.values.phone);
  const companyId = given("company", (row) => row.values.companyId);
  const status = given("status", (row) => row.values.status);
  const source = given("source", (row) => row.values.source);
  await tx.$executeRaw`
    UPDATE "contacts" AS c SET "first_name" = r."first_name", "last_name" = r."last_name",
           "phone" = COALESCE(r."phone", c."phone"), "company_id" = COALESCE(r."company_id", c."company_id"),
           "status" = COALESCE(r."status"::"contact_status", c."status"), "source" = COALESCE(r."source", c."source"),
           "updated_at" = now()
      FROM unnest(
        ${column(rows, (row) => row.values.email)}::text[], ${column(rows, (row) => row.values.firstName)}::text[],
        ${column(rows, (row) => row.values.lastName)}::text[], ${column(rows, phone)}::text[],
        ${column(rows, companyId)}::text[], ${column(rows, status)}::text[], ${column(rows, source)}::text[]
      ) AS r("email", "first_name", "last_name", "phone", "company_id", "status", "source")
     WHERE lower(c."email") = r."email" AND c."id" = ANY(${ids}::text[])
       AND (c."first_name", c."last_name", c."phone", c."company_id", c."status", c."source") IS DISTINCT FROM
           (r."first_name", r."last_name", COALESCE(r."phone", c."phone"), COALESCE(r."company_id", c."company_id"),
            COALESCE(r."status"::"contact_status", c."status"), COALESCE(r."source", c."source"))`;
}

const contactImport: ImportKind<ContactImportField, ContactRowValues, ContactRecord> = {
  action: "contact.import",
  records: contactKind,
  noun: ["contact", "contacts"],
  validate: (cells) => checkRow(contactRowSchema, formInput(cells, ["status"])),
  // The schema lower-cases emails, as the form stores them.
  key: (values) => values.email,
  keyColumn: { table: Prisma.sql`"contacts"`, expression: Prisma.sql`lower("email")` },
  resolve: resolveCompanies,
  insert: insertContacts,
  update: updateContacts,
};

/** POST /api/admin/contacts/import and …/import/dry-run. */
export function importContacts(
  session: PanelSession,
  query: ImportQuery<ContactImportField>,
  body: ReadableStream<Uint8Array>,
  dryRun: boolean,
): Promise<ImportResult> {
  return runImport(contactImport, session, query, body, dryRun);
}
