// Companies (SPEC §2, §5, §7 CRM): a searched, keyset-paged list (also the
// contact form's company picker) and audited create, update and delete.
import type { SessionUser } from "@/lib/auth/session/session";
import { notFound } from "@/lib/api/errors";
import { searchPage } from "@/lib/api/indexed-search";
import { keysetPage } from "@/lib/api/keyset";
import type { Page } from "@/lib/api/page";
import { matchEveryTerm } from "@/lib/api/search";
import type { Prisma } from "@/lib/generated/prisma/client";
import { companySelect, type CompanyRecord } from "@/lib/companies/record";
import { COMPANY_ERRORS } from "@/lib/companies/messages";
import type { CompanyFilter, CompanyFormValues, CompanyPatch, ListCompaniesQuery } from "@/lib/companies/schema";
import {
  createRecord,
  deleteRecord,
  updateRecord,
  type RecordChange,
  type ManyReader,
  type RecordKind,
} from "@/lib/records/audited-change";

const SEARCH_FIELDS = ["name", "industry", "website"] as const;

/** SPEC §5: search over name, industry and website; the size filter matches exactly. */
export function companyFilterWhere(filter: CompanyFilter): Prisma.CompanyWhereInput {
  return {
    ...(filter.size === "all" ? {} : { size: filter.size }),
    AND: matchEveryTerm(filter.search, SEARCH_FIELDS),
  };
}

/** GET /api/admin/companies: newest first; the count is exact unless a search of short words matches very many (lib/api/indexed-search.ts). */
export async function listCompanies(query: ListCompaniesQuery): Promise<Page<CompanyRecord>> {
  const where = companyFilterWhere(query);
  return searchPage(query.search, {
    page: (client) =>
      keysetPage(query, (args) =>
        client.company.findMany({ ...args, where: { AND: [where, args.where] }, select: companySelect }),
      ),
    count: (client, take) => client.company.count({ where, take }),
  });
}

/** What the record kit knows of a company (also the CSV import's updates, lib/companies/import.ts). */
export const companyKind: RecordKind<CompanyRecord, "company"> & ManyReader<CompanyRecord> = {
  type: "company",
  noun: "company",
  table: "companies",
  select: companySelect,
  read: (tx, id) => tx.company.findUniqueOrThrow({ where: { id }, select: companySelect }),
  readMany: (tx, ids) => tx.company.findMany({ where: { id: { in: ids } }, select: companySelect }),
  label: (company) => company.name,
  notFound: () => notFound(COMPANY_ERRORS.notFound),
};

export function createCompany(actor: SessionUser, data: CompanyFormValues): Promise<CompanyRecord> {
  return createRecord(companyKind, actor, (tx) => tx.company.create({ data, select: companySelect }));
}

/** PATCH /api/admin/companies/{id}: the fields the body names; the others keep their values. */
export function updateCompany(actor: SessionUser, change: RecordChange, patch: CompanyPatch): Promise<CompanyRecord> {
  return updateRecord(companyKind, actor, change, (tx) =>
    tx.company.update({ where: { id: change.id }, data: patch, select: companySelect }),
  );
}

export type DeleteCompanyResult = { id: string; unlinked: { contacts: number; deals: number } };

/**
 * DELETE /api/admin/companies/{id}: to the trash; its contacts and deals stay, without a
 * company (docs/decisions/crm.md), and get it back if it is restored.
 */
export async function deleteCompany(actor: SessionUser, change: RecordChange): Promise<DeleteCompanyResult> {
  const { unlinked } = await deleteRecord(companyKind, actor, change);
  return { id: change.id, unlinked: { contacts: unlinked.contacts ?? 0, deals: unlinked.deals ?? 0 } };
}
