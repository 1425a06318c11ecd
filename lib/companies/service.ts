// Companies (SPEC §2, §5, §7 CRM): a searched, keyset-paged list (also the
// contact form's company picker) and audited create, update and delete.
import type { SessionUser } from "@/lib/auth/session";
import { notFound } from "@/lib/api/errors";
import { searchPage } from "@/lib/api/indexed-search";
import { keysetPage } from "@/lib/api/keyset";
import type { Page } from "@/lib/api/page";
import { matchEveryTerm } from "@/lib/api/search";
import { recordAudit } from "@/lib/audit/record";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { COMPANY_ERRORS } from "@/lib/companies/messages";
import { lockRow } from "@/lib/crm/rows";
import {
  companyFormSchema,
  type CompanyFilter,
  type CompanyFormInput,
  type ListCompaniesQuery,
} from "@/lib/companies/schema";

type Tx = Prisma.TransactionClient;

export const companySelect = {
  id: true,
  name: true,
  website: true,
  industry: true,
  size: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.CompanySelect;

export type CompanyRecord = Prisma.CompanyGetPayload<{ select: typeof companySelect }>;

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

const companyNotFound = () => notFound(COMPANY_ERRORS.notFound);

/** What the audit log keeps of a company: its own columns. */
function auditView(company: CompanyRecord) {
  const { name, website, industry, size } = company;
  return { name, website, industry, size };
}

/** Locks the row for the rest of the transaction, so "before" is what the change replaced. */
async function lockCompany(tx: Tx, id: string): Promise<CompanyRecord> {
  if (!(await lockRow(tx, "companies", id))) throw companyNotFound();
  return tx.company.findUniqueOrThrow({ where: { id }, select: companySelect });
}

export async function createCompany(actor: SessionUser, input: CompanyFormInput): Promise<CompanyRecord> {
  const data = companyFormSchema.parse(input);
  return db.$transaction(async (tx) => {
    const company = await tx.company.create({ data, select: companySelect });
    await recordAudit(tx, {
      actor,
      action: "company.create",
      targetType: "company",
      targetId: company.id,
      targetLabel: company.name,
      details: { before: null, after: auditView(company) },
    });
    return company;
  });
}

/** PATCH /api/admin/companies/{id}: the whole company, as the form sends it. */
export async function updateCompany(actor: SessionUser, id: string, input: CompanyFormInput): Promise<CompanyRecord> {
  const data = companyFormSchema.parse(input);
  return db.$transaction(async (tx) => {
    const before = await lockCompany(tx, id);
    const company = await tx.company.update({ where: { id }, data, select: companySelect });
    await recordAudit(tx, {
      actor,
      action: "company.update",
      targetType: "company",
      targetId: id,
      targetLabel: company.name,
      details: { before: auditView(before), after: auditView(company) },
    });
    return company;
  });
}

export type DeleteCompanyResult = { id: string; unlinked: { contacts: number; deals: number } };

/**
 * DELETE /api/admin/companies/{id}: its contacts and deals stay, without a
 * company (docs/decisions.md). The foreign keys would set null too; doing it
 * here counts exactly what was unlinked, for the audit entry.
 */
export async function deleteCompany(actor: SessionUser, id: string): Promise<DeleteCompanyResult> {
  return db.$transaction(async (tx) => {
    const before = await lockCompany(tx, id);
    const contacts = await tx.contact.updateMany({ where: { companyId: id }, data: { companyId: null } });
    const deals = await tx.deal.updateMany({ where: { companyId: id }, data: { companyId: null } });
    await tx.company.delete({ where: { id } });
    const unlinked = { contacts: contacts.count, deals: deals.count };
    await recordAudit(tx, {
      actor,
      action: "company.delete",
      targetType: "company",
      targetId: id,
      targetLabel: before.name,
      details: { before: auditView(before), after: null, unlinked },
    });
    return { id, unlinked };
  });
}
