import crypto from "node:crypto";
import { GET as listCompaniesRoute, POST as createCompanyRoute } from "@/app/api/admin/companies/route";
import { DELETE as deleteCompanyRoute, PATCH as updateCompanyRoute } from "@/app/api/admin/companies/[id]/route";
import { parseLinkHeader } from "@/lib/api/pagination";
import { COMPANY_ERRORS, COMPANY_VALIDATION } from "@/lib/companies/messages";
import type { CompanyRow } from "@/lib/companies/schema";
import { db } from "@/lib/db";
import { auditTrail } from "../helpers/audit-trail";
import { callRoute } from "../helpers/request";
import { resourceClient } from "../helpers/resource-client";
import { cookieFor } from "../helpers/session";
import { uniqueTag } from "../helpers/fixtures";

const admin = () => cookieFor("admin");

const { list, listRows, create, update, remove } = resourceClient<CompanyRow>("/api/admin/companies", {
  list: listCompaniesRoute,
  create: createCompanyRoute,
  update: updateCompanyRoute,
  remove: deleteCompanyRoute,
});

const search = (text: string) => `search=${encodeURIComponent(text)}`;
const ids = (rows: CompanyRow[]) => rows.map((row) => row.id);

describe("access", () => {
  const id = crypto.randomUUID();
  it.each([
    ["GET", listCompaniesRoute, {}],
    ["POST", createCompanyRoute, {}],
    ["PATCH", updateCompanyRoute, { params: { id } }],
    ["DELETE", deleteCompanyRoute, { params: { id } }],
  ] as const)("%s answers 401 without a session and 403 to a non-admin", async (method, handler, extra) => {
    const body = method === "GET" ? undefined : { name: "Acme" };
    expect((await callRoute(handler, { method, body, ...extra })).status).toBe(401);
    expect((await callRoute(handler, { method, body, cookie: await cookieFor("user"), ...extra })).status).toBe(403);
  });
});

describe("a company's round trip", () => {
  it("is created, found by search and size, updated and deleted, each change audited with before and after", async () => {
    const tag = uniqueTag();
    const body = {
      name: ` Globex${tag} `,
      website: `https://www.globex-${tag}.example/about`,
      industry: `Energy${tag}`,
      size: "medium",
    };
    const created = await create(body);
    expect(created.status).toBe(201);
    const row = created.json() as CompanyRow;
    expect(row).toMatchObject({
      name: `Globex${tag}`,
      website: body.website,
      industry: `Energy${tag}`,
      size: "medium",
    });
    expect(Object.keys(row).sort()).toEqual([
      "createdAt",
      "id",
      "industry",
      "name",
      "size",
      "updatedAt",
      "version",
      "website",
    ]);

    // SPEC §5: name, industry and website, case-insensitively.
    for (const text of [
      `GLOBEX${tag}`,
      `energy${tag.toUpperCase()}`,
      `globex-${tag}.EXAMPLE`,
      `globex${tag} energy${tag}`,
    ]) {
      expect({ text, ids: ids(await listRows(search(text))) }).toEqual({ text, ids: [row.id] });
    }
    // The size filter matches exactly.
    expect(ids(await listRows(`${search(tag)}&size=medium`))).toEqual([row.id]);
    for (const size of ["small", "large", "enterprise"])
      expect(await listRows(`${search(tag)}&size=${size}`)).toEqual([]);
    expect((await list(search(tag))).headers.get("x-total-count")).toBe("1");

    const updated = await update(row.id, { name: `Initech${tag}`, website: "", industry: "", size: null });
    expect(updated.status).toBe(200);
    expect(updated.json()).toMatchObject({
      id: row.id,
      name: `Initech${tag}`,
      website: null,
      industry: null,
      size: null,
    });
    expect(await listRows(search(`globex${tag}`))).toEqual([]);
    expect(ids(await listRows(search(`initech${tag}`)))).toEqual([row.id]);

    const deleted = await remove(row.id);
    expect(deleted.status).toBe(200);
    expect(deleted.json()).toEqual({ id: row.id, unlinked: { contacts: 0, deals: 0 } });
    expect(await db.company.count({ where: { id: row.id } })).toBe(0);

    const trail = await auditTrail("company", row.id);
    expect(trail[0]).toMatchObject({ before: null, after: { name: `Globex${tag}`, size: "medium" } });
    expect(trail[1]).toMatchObject({
      before: { name: `Globex${tag}`, size: "medium" },
      after: { name: `Initech${tag}`, size: null },
    });
    expect(trail[2]).toMatchObject({
      before: { name: `Initech${tag}` },
      after: null,
      unlinked: { contacts: 0, deals: 0 },
    });
  });

  it.each([
    ["example.com", "https://example.com"],
    ["  www.example.com/path  ", "https://www.example.com/path"],
    ["example.com:8080", "https://example.com:8080"],
    // Stored as the parsed URL spells it, so what is shown is what a browser opens.
    ["HTTP://Example.com", "http://example.com"],
    ["https://example.com/", "https://example.com/"],
    ["//example.com", "https://example.com"],
    ["", null],
    [null, null],
  ])("stores the website %p as %p", async (website, stored) => {
    const response = await create({ name: `Site${uniqueTag()}`, website });
    expect(response.status).toBe(201);
    expect((response.json() as CompanyRow).website).toBe(stored);
  });
});

describe("validation", () => {
  const name = `Invalid${uniqueTag()}`;
  const stored = () => db.company.count({ where: { name } });

  it.each([
    ["a missing name", { website: "https://example.com" }, COMPANY_VALIDATION.nameRequired],
    ["a blank name", { name: "  " }, COMPANY_VALIDATION.nameRequired],
    ["a numeric name", { name: 5 }, COMPANY_VALIDATION.nameRequired],
    ["a name over 200 characters", { name: `${name}${"x".repeat(200)}` }, COMPANY_VALIDATION.nameTooLong],
    ["a javascript: website", { name, website: "javascript:alert(1)" }, COMPANY_VALIDATION.websiteInvalid],
    ["an ftp website", { name, website: "ftp://example.com" }, COMPANY_VALIDATION.websiteInvalid],
    ["a data: website", { name, website: "data:text/html,hi" }, COMPANY_VALIDATION.websiteInvalid],
    ["a website with spaces", { name, website: "exa mple.com" }, COMPANY_VALIDATION.websiteInvalid],
    ["a website without a dotted host", { name, website: "localhost" }, COMPANY_VALIDATION.websiteInvalid],
    ["a website with a user name", { name, website: "https://good.com@evil.com" }, COMPANY_VALIDATION.websiteInvalid],
    [
      "a website with a password",
      { name, website: "https://user:secret@example.com" },
      COMPANY_VALIDATION.websiteInvalid,
    ],
    [
      "a website over 2048 characters",
      { name, website: `https://example.com/${"a".repeat(2048)}` },
      COMPANY_VALIDATION.websiteTooLong,
    ],
    ["an industry over 100 characters", { name, industry: "i".repeat(101) }, COMPANY_VALIDATION.industryInvalid],
    ["an unknown size", { name, size: "huge" }, COMPANY_VALIDATION.sizeInvalid],
    ["a numeric size", { name, size: 3 }, COMPANY_VALIDATION.sizeInvalid],
  ])("POST refuses %s with 400 and SPEC's message, and stores nothing", async (_, body, message) => {
    const before = await stored();
    expect(await create(body)).toMatchObject({ status: 400, text: message });
    expect(await stored()).toBe(before);
  });

  it("PATCH takes the same fields and leaves the company unchanged when it refuses", async () => {
    const company = await db.company.create({ data: { name: `Patch${uniqueTag()}`, size: "small" } });
    const snapshot = () => db.company.findUniqueOrThrow({ where: { id: company.id } });
    const before = await snapshot();
    expect(await update(company.id, { name: company.name, size: "huge" })).toMatchObject({
      status: 400,
      text: COMPANY_VALIDATION.sizeInvalid,
    });
    expect(await update(company.id, { name: company.name, website: "mailto:a@b.co" })).toMatchObject({
      status: 400,
      text: COMPANY_VALIDATION.websiteInvalid,
    });
    expect(await update(company.id, { name: " " })).toMatchObject({
      status: 400,
      text: COMPANY_VALIDATION.nameRequired,
    });
    expect(await snapshot()).toEqual(before);
    expect(await db.auditLog.count({ where: { action: "company.update", targetId: company.id } })).toBe(0);
  });

  it.each([
    ["an unknown filter (size=huge)", "size=huge", COMPANY_VALIDATION.sizeFilterInvalid],
    ["a search over 100 characters", `search=${"x".repeat(101)}`, COMPANY_VALIDATION.searchTooLong],
  ])("the list refuses %s with 400 and a clear message", async (_, query, message) => {
    expect(await list(query)).toMatchObject({ status: 400, text: message });
  });
});

describe("unknown ids", () => {
  it.each([crypto.randomUUID(), "not-a-uuid"])("PATCH and DELETE of %s answer 404 'Company not found'", async (id) => {
    expect(await update(id, { name: "Acme" })).toMatchObject({ status: 404, text: COMPANY_ERRORS.notFound });
    expect(await remove(id)).toMatchObject({ status: 404, text: COMPANY_ERRORS.notFound });
  });
});

describe("deleting a company that contacts and deals refer to", () => {
  it("keeps them without the company, and audits how many were unlinked", async () => {
    const [company, other] = [
      await db.company.create({ data: { name: `Linked${uniqueTag()}` } }),
      await db.company.create({ data: { name: `Other${uniqueTag()}` } }),
    ];
    const contacts = await Promise.all(
      [company.id, company.id, other.id].map((companyId) =>
        db.contact.create({ data: { firstName: "C", lastName: uniqueTag(), companyId } }),
      ),
    );
    const deal = await db.deal.create({
      data: { title: "Deal", value: "99.99", companyId: company.id, contactId: contacts[0]!.id },
    });

    const response = await remove(company.id);
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ id: company.id, unlinked: { contacts: 2, deals: 1 } });

    const after = await db.contact.findMany({ where: { id: { in: contacts.map((contact) => contact.id) } } });
    expect(after.map((contact) => contact.companyId).sort()).toEqual([null, null, other.id].sort());
    expect(await db.deal.findUniqueOrThrow({ where: { id: deal.id } })).toMatchObject({
      companyId: null,
      contactId: contacts[0]!.id,
    });
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "company.delete", targetId: company.id } });
    expect(audit.details).toMatchObject({
      before: { name: company.name },
      after: null,
      unlinked: { contacts: 2, deals: 1 },
    });
  });
});

describe("the list", () => {
  it("serves the company picker: ?search=…&limit=20, searched on the server", async () => {
    const tag = uniqueTag();
    await db.company.createMany({
      data: Array.from({ length: 25 }, (_, index) => ({ name: `Picker${tag} ${index}` })),
    });
    await db.company.create({ data: { name: "Unrelated", industry: `PICKER${tag} industry` } });
    const response = await list(`${search(`picker${tag}`)}&limit=20`);
    const rows = response.json() as CompanyRow[];
    expect(rows).toHaveLength(20);
    expect(response.headers.get("x-total-count")).toBe("26");
    for (const row of rows) expect(`${row.name} ${row.industry}`.toLowerCase()).toContain(`picker${tag}`);
    expect(parseLinkHeader(response.headers.get("link")).next).toBeDefined();
  });

  it("pages newest first by cursor: disjoint pages, the exact total, and back again", async () => {
    const tag = uniqueTag();
    for (let index = 0; index < 5; index++) {
      await db.company.create({
        data: { name: `Paged${tag}${index}`, createdAt: new Date(Date.UTC(2020, 0, 1 + index)) },
      });
    }
    const first = await list(`${search(`Paged${tag}`)}&limit=2`);
    expect(first.headers.get("x-total-count")).toBe("5");
    const seen = (first.json() as CompanyRow[]).map((row) => row.name);
    let next = parseLinkHeader(first.headers.get("link")).next;
    let last = first;
    while (next) {
      last = await callRoute(listCompaniesRoute, { cookie: await admin(), path: next });
      seen.push(...(last.json() as CompanyRow[]).map((row) => row.name));
      next = parseLinkHeader(last.headers.get("link")).next;
    }
    expect(seen).toEqual([4, 3, 2, 1, 0].map((index) => `Paged${tag}${index}`));
    const back = await callRoute(listCompaniesRoute, {
      cookie: await admin(),
      path: parseLinkHeader(last.headers.get("link")).prev!,
    });
    expect((back.json() as CompanyRow[]).map((row) => row.name)).toEqual([`Paged${tag}2`, `Paged${tag}1`]);
  });

  it("searches % and _ as themselves, not as wildcards", async () => {
    const tag = uniqueTag();
    const create = (name: string) => db.company.create({ data: { name } });
    const [underscore, percent] = [await create(`${tag}_x`), await create(`${tag}%y`)];
    await create(`${tag}zx`);
    await create(`${tag}qqy`);
    expect(ids(await listRows(search(`${tag}_x`)))).toEqual([underscore.id]);
    expect(ids(await listRows(search(`${tag}%y`)))).toEqual([percent.id]);
  });
});
