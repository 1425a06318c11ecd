// Companies from a CSV file (docs/decisions/csv-import.md): each row validated as the company form
// validates it; a duplicate is a company of the same name, trimmed and without case.
import "server-only";
import type { z } from "zod";
import type { PanelSession } from "@/lib/auth/session/session";
import type { CompanyImportField } from "@/lib/companies/import-fields";
import type { CompanyRecord } from "@/lib/companies/record";
import { companyFormSchema } from "@/lib/companies/schema";
import { companyKind } from "@/lib/companies/service";
import { checkRow, filled, formInput } from "@/lib/csv-import/cells";
import { runImport, type ImportKind, type ImportRow } from "@/lib/csv-import/run";
import type { ImportQuery, ImportResult } from "@/lib/csv-import/schema";
import { Prisma } from "@/lib/generated/prisma/client";

type Tx = Prisma.TransactionClient;
type Row = ImportRow<CompanyImportField, z.output<typeof companyFormSchema>>;

/** A column of the batch as an array parameter; with `keepBlank`, null where the cell is blank (an update keeps the value). */
const column = (rows: Row[], field: CompanyImportField, keepBlank = false) =>
  rows.map((row) => (keepBlank && !filled(row.cells, field) ? null : row.values[field]));

async function insertCompanies(tx: Tx, rows: Row[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO "companies" ("id", "name", "website", "industry", "size")
    SELECT gen_random_uuid()::text, r."name", r."website", r."industry", r."size"::"company_size"
      FROM unnest(${column(rows, "name")}::text[], ${column(rows, "website")}::text[],
                  ${column(rows, "industry")}::text[], ${column(rows, "size")}::text[])
        AS r("name", "website", "industry", "size")
    RETURNING "id"`;
  return inserted.map(({ id }) => id);
}

/** The companies of `ids` of the row's name; their own name (its case) stays, and one left as it is is not written. */
async function updateCompanies(tx: Tx, rows: Row[], ids: string[]) {
  if (rows.length === 0) return;
  await tx.$executeRaw`
    UPDATE "companies" AS c SET "website" = COALESCE(r."website", c."website"),
           "industry" = COALESCE(r."industry", c."industry"),
           "size" = COALESCE(r."size"::"company_size", c."size"), "updated_at" = now()
      FROM unnest(${rows.map((row) => row.values.name.toLowerCase())}::text[], ${column(rows, "website", true)}::text[],
                  ${column(rows, "industry", true)}::text[], ${column(rows, "size", true)}::text[])
        AS r("key", "website", "industry", "size")
     WHERE lower(btrim(c."name")) = r."key" AND c."id" = ANY(${ids}::text[])
       AND (c."website", c."industry", c."size") IS DISTINCT FROM
           (COALESCE(r."website", c."website"), COALESCE(r."industry", c."industry"),
            COALESCE(r."size"::"company_size", c."size"))`;
}

const companyImport: ImportKind<CompanyImportField, z.output<typeof companyFormSchema>, CompanyRecord> = {
  action: "company.import",
  records: companyKind,
  noun: ["company", "companies"],
  validate: (cells) => checkRow(companyFormSchema, formInput(cells, ["size"])),
  // The schema trims the name.
  key: (values) => values.name.toLowerCase(),
  keyColumn: { table: Prisma.sql`"companies"`, expression: Prisma.sql`lower(btrim("name"))` },
  insert: insertCompanies,
  update: updateCompanies,
};

/** POST /api/admin/companies/import and …/import/dry-run. */
export function importCompanies(
  session: PanelSession,
  query: ImportQuery<CompanyImportField>,
  body: ReadableStream<Uint8Array>,
  dryRun: boolean,
): Promise<ImportResult> {
  return runImport(companyImport, session, query, body, dryRun);
}
